/**
 * The texts of reserving a car online, buying online and the garage page. The deposit's words
 * follow the specification ("A refundable reservation deposit (default $200) holds a car for 48
 * hours and is 100% refundable"); a tenant may override each (see `TenantConfig.texts`).
 * `{amount}` is the deposit as money, `{hours}` the hold, `{name}` the car, `{until}` a date.
 */
export const checkoutTexts = {
  checkoutTitle: "Reserve Online",
  onlinePurchaseTitle: "Buy Online",
  onlinePurchaseIntro: "Start buying this car online: secure it today with a refundable deposit, then finish the paperwork with our team.",
  checkoutDepositHeading: "Refundable reservation deposit",
  checkoutDepositBody: "A refundable reservation deposit of {amount} holds this car for {hours} hours and is 100% refundable.",
  checkoutPayButton: "Pay {amount}",
  checkoutPayButtonTestMode: "Pay {amount} (test mode)",
  checkoutTestModeNotice: "Test mode: no payment is taken and no card details are asked for or stored.",
  checkoutReservedTitle: "Car Reserved",
  checkoutReservedBody: "{name} is reserved for you until {until}. Your {amount} deposit is 100% refundable.",
  checkoutAlreadyReserved: "Sorry, this car has already been reserved.",
  checkoutNotReservable: "This car can't be reserved online.",
  checkoutHoldLimit: "You already hold {count} cars, the most one shopper can hold at once. Visit My Garage to see them.",
  checkoutPaymentDeclined: "Your payment didn't go through, so the car was not reserved. Please try again.",
  checkoutBackToCar: "Back to the car",
  checkoutViewGarage: "View My Garage",
  garageTitle: "My Garage",
  garageWatchlistHeading: "Watchlist",
  garageWatchlistEmpty: "You haven't saved any cars yet.",
  garageReservationsHeading: "Reservations",
  garageReservationsEmpty: "You haven't reserved a car yet.",
  garageReservationHeld: "Held until {until}",
  garageReservationEnded: "Hold ended {until}",
  garageReservationDeposit: "{amount} refundable deposit paid",
  garageReservationTestMode: "(test mode)",
  garageEnquiriesHeading: "Enquiries",
  garageEnquiriesEmpty: "You haven't sent us an enquiry yet.",
  garageEnquirySent: "Sent {date}",
  garageSignOut: "Sign Out"
} as const
