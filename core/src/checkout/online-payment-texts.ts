/**
 * The online payment page's texts (the specification names the route but gives no words); a tenant
 * may override each (see `TenantConfig.texts`). `{min}`, `{max}` and `{amount}` are money,
 * `{reference}` the customer's invoice or reference number.
 */
export const onlinePaymentTexts = {
  onlinePaymentTitle: "Online Payment",
  onlinePaymentIntro: "Pay a service invoice, a deposit or another amount you owe us. You can pay from {min} to {max} online.",
  onlinePaymentReferenceLabel: "Invoice or reference number",
  onlinePaymentAmountLabel: "Amount (AUD)",
  onlinePaymentAmountHint: "In dollars and cents, e.g. 249.95",
  onlinePaymentPayButton: "Pay now",
  onlinePaymentPayButtonTestMode: "Pay now (test mode)",
  onlinePaymentTestModeNotice: "Test mode: no payment is taken and no card details are asked for or stored.",
  onlinePaymentReferenceRequired: "Please enter your invoice or reference number.",
  onlinePaymentReferenceInvalid: "Please enter up to 30 letters, numbers, dashes or slashes.",
  onlinePaymentAmountRequired: "Please enter the amount to pay.",
  onlinePaymentAmountInvalid: "Please enter an amount in dollars and cents, e.g. 249.95.",
  onlinePaymentAmountTooSmall: "The smallest amount you can pay online is {min}.",
  onlinePaymentAmountTooLarge: "The largest amount you can pay online is {max}. Please contact us to pay more.",
  onlinePaymentDeclined: "Your payment didn't go through. Nothing was charged; please try again.",
  onlinePaymentDescription: "Payment for {reference}",
  onlinePaymentDoneHeading: "Payment received",
  onlinePaymentDoneBody: "Thank you. We received your payment of {amount} for {reference}.",
  onlinePaymentDoneReferenceLabel: "Payment reference",
  onlinePaymentDoneTestMode: "(test mode: no money was taken)",
  onlinePaymentPayAnother: "Make another payment"
} as const
