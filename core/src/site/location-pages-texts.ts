/**
 * The platform's own texts of the location pages (/dealerships, /contact-us and one location's
 * page); the specification gives no words for them beyond those the hours and locations areas hold
 * (`View Holiday Hours`, `Get Directions`, `N Big Locations`, `Find Us Here`, `Closed`). A tenant
 * may override each (see `TenantConfig.texts`).
 */
export const locationPagesTexts = {
  dealershipsPageTitle: "Our Dealerships",
  contactUsIntro: "Call or visit one of our locations, or send us an enquiry and our team will get back to you.",
  contactUsEnquiryLink: "Send Us an Enquiry",
  locationDetailsLink: "More about {name}",
  locationMapLabel: "Map of {name}",
  locationsSwipeHint: "Swipe to see more",
  holidayHoursTitle: "Holiday Hours",
  locationReviewsHeading: "Customer Reviews",
  locationRatingLabel: "Rated {rating} out of 5 from {count} reviews",
  reviewRatingLabel: "Rated {rating} out of 5",
  reviewReplyHeading: "Reply from {name}"
} as const
