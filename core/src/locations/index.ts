export { locatedAtAnnouncement, type LocatedAtAnnouncement } from "./announcement-bar.ts"
export { carPhoneNumber, type CarPhoneNumber } from "./car-phone.ts"
export {
  DealershipPickerFields,
  dealershipPickerFields,
  dealershipsNearPlace,
  PLACE_PICKER,
  validateDealershipPicker,
  type DealershipPickerValidation
} from "./dealership-picker.ts"
export {
  deliveryEstimate,
  deliveryPriceFor,
  type DeliveryEstimate,
  type DeliveryEstimateInput,
  type DeliveryQuote
} from "./delivery-estimate.ts"
export { defaultDeliveryZones, DeliveryZone } from "./delivery-zone.ts"
export { EARTH_RADIUS_KM, greatCircleDistanceKm, type GeoPoint } from "./great-circle-distance.ts"
export { Address, ContactDetail, Location, LocationType } from "./location.ts"
export { locationOpeningHours, locationPhone, locationRating, type LocationRating } from "./location-contact.ts"
export { autoSelectedLocation } from "./location-select.ts"
export { locationsOfType, visibleLocations } from "./location-type-filter.ts"
export { locationsCarouselLayout, locationsSectionHeading, type LocationsCarouselLayout } from "./locations-section.ts"
export { MAP_ZOOM, mapZoom } from "./map-zoom.ts"
export {
  DEFAULT_NEARBY_RADIUS_KM,
  NEARBY_RADIUS_OPTIONS_KM,
  nearbyLocations,
  type LocationDistance
} from "./nearby-locations.ts"
export {
  maskPhoneNumber,
  PHONE_VISIBLE_DIGITS,
  phoneRevealView,
  type PhoneRevealInput,
  type PhoneRevealView
} from "./phone-mask.ts"
export { formatPhoneNumber, nationalPhoneDigits, phoneTelHref, type MobileGrouping } from "./phone-number.ts"
export { POSTCODE_MAX_LENGTH, validatePostcode, type PostcodeValidation } from "./postcode.ts"
export { LocationReview, Review, ReviewAggregate } from "./review.ts"
export { shownReviews } from "./shown-reviews.ts"
export { locationDirectionsUrl } from "./directions-url.ts"
export {
  REVIEWS_SHOWN_IN_FULL,
  reviewSummaryView,
  reviewsShownInFull,
  shouldShowReviews,
  starRating,
  type ReviewSummaryView,
  type StarRating
} from "./review-display.ts"
export { LocationsSettings } from "./settings.ts"
export { locationsTexts } from "./texts.ts"
export { uniqueAddressLocations } from "./unique-addresses.ts"
export { connectPhoneReveal, type PhoneRevealApi } from "./phone-reveal-connect.ts"
export {
  phoneRevealMachine,
  type PhoneRevealEvent,
  type PhoneRevealLog,
  type PhoneRevealMachineInput
} from "./phone-reveal-machine.ts"
export { connectAnnouncementBar, type AnnouncementBarApi } from "./announcement-bar-connect.ts"
export {
  announcementBarMachine,
  type AnnouncementBarEvent,
  type AnnouncementBarMachineInput
} from "./announcement-bar-machine.ts"
export {
  connectDealerLocator,
  type DealerLocatorApi,
  type NearbyDealershipView,
  type PlaceOptionView,
  type RadiusOptionView
} from "./dealer-locator-connect.ts"
export {
  dealerLocatorMachine,
  PLACE_SUGGESTIONS_TIMEOUT_MS,
  placePoint,
  type DealerLocatorEvent,
  type DealerLocatorMachineInput,
  type DealerLocatorTexts
} from "./dealer-locator-machine.ts"
export {
  connectDeliveryCalculator,
  type DeliveryCalculatorApi,
  type DeliveryResultView
} from "./delivery-calculator-connect.ts"
export {
  DELIVERY_LOOKUP_TIMEOUT_MS,
  deliveryCalculatorMachine,
  type DeliveryCalculatorEvent,
  type DeliveryCalculatorMachineInput,
  type DeliveryCalculatorTexts
} from "./delivery-calculator-machine.ts"
