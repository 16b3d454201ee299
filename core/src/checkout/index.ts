export { CheckoutKind } from "./checkout-kinds.ts"
export { checkoutOffered } from "./checkout-offered.ts"
export { checkoutPath, GARAGE_PATH, ONLINE_PURCHASE_PATH } from "./checkout-paths.ts"
export { checkoutView, reservationView, type CheckoutView, type PaymentMode, type ReservationView } from "./checkout-view.ts"
export { garageEnquiryView, type GarageEnquiryView } from "./garage-enquiry-view.ts"
export { heldUntilText } from "./held-until-text.ts"
export { reservationHeldUntil, type Reservation } from "./reservation.ts"
export { RESERVATION_LEAD_CATEGORY, reservationLeadFields, type ReservationSite } from "./reservation-lead.ts"
export { holdEnd, isReservationHeld, mayHoldAnother } from "./reservation-hold.ts"
export { reservationRefusal, reservationRefusalText, type ReservationRefusal } from "./reservation-refusal.ts"
export { checkoutTexts } from "./texts.ts"
export { ONLINE_PAYMENT_PATH, paidPaymentPath, type OnlinePayment } from "./online-payment.ts"
export {
  amountInCents,
  formatCents,
  parseOnlinePayment,
  type OnlinePaymentFormTexts,
  type OnlinePaymentInput,
  type OnlinePaymentParse,
  type OnlinePaymentRequest
} from "./online-payment-amount.ts"
export { OnlinePaymentSettings } from "./online-payment-settings.ts"
export { onlinePaymentTexts } from "./online-payment-texts.ts"
export { onlinePaymentView, type OnlinePaymentView } from "./online-payment-view.ts"
