export { carPdfContent, CAR_PDF_DISCLAIMER, CAR_PDF_PHOTOS, type CarPdfContent } from "./car-pdf-content.ts"
export { carDealerLocation, carTimeZone } from "./car-dealer-location.ts"
export { carMapPin, type CarMapPin } from "./car-map-pin.ts"
export { carDealerPhone } from "./car-dealer-phone.ts"
export {
  dealershipLocationOf,
  dealershipLocations,
  dealerWebsites,
  deliveryOrigin,
  type DealerSite,
  type DealerWebsite
} from "./dealership-locations.ts"
export {
  afterFailure,
  defaultDeliveryBackoff,
  type AfterFailure,
  type DeliveryBackoff
} from "./delivery-backoff.ts"
export type { FinanceQuotes } from "./finance-quotes.ts"
export { isLeadDeliveryDue } from "./lead-delivery.ts"
export { leadMessage, type LeadMessageInput, type LeadSite } from "./lead-message.ts"
export { leadRoute, type LeadRoute, type LeadRouteReason } from "./lead-route.ts"
export {
  EmailDestination,
  hasLeadDestination,
  LeadDeliverySettings,
  leadDestinations,
  LocationLeadDelivery,
  WebhookDestination,
  type LeadDestinations
} from "./lead-destinations.ts"
export { comparableCars, GAUGE_COMPARABLE_YEARS, GAUGE_MIN_COMPARABLES, marketGauge } from "./market-gauge.ts"
export type { SmsSender, SmsToSend } from "./sms-sender.ts"
export { testDriveBooking, type TestDriveBooking } from "./test-drive-booking.ts"
export {
  TEST_DRIVE_SLOT_MINUTES,
  testDriveSlots,
  type TestDriveSlot,
  type TestDriveSlotsInput
} from "./test-drive-slots.ts"
export {
  TRADE_IN_OFFER_SHARE,
  tradeInAppraisal,
  tradeInAppraisalQuestions,
  type AppraisedVehicle,
  type TradeInAppraisal
} from "./trade-in-appraisal.ts"
export type { RegisteredVehicle, TradeInValuer } from "./trade-in-valuer.ts"
export { estimatedYouxQuote, type YouxEstimateSettings } from "./youx-quote-estimate.ts"
