/**
 * The payment logos a site shows, in the specification's order (document 001, section 9).
 *
 * @example
 * import { paymentLogos } from "@dealer/core/promotions"
 *
 * paymentLogos.map((logo) => logo.name) // => ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]
 */
export const paymentLogos = [
  { id: "mastercard", name: "Mastercard" },
  { id: "visa", name: "Visa" },
  { id: "maestro", name: "Maestro" },
  { id: "google-pay", name: "Google Pay" },
  { id: "apple-pay", name: "Apple Pay" }
] as const
/** A payment method whose logo the site may show. */
export type PaymentLogo = (typeof paymentLogos)[number]
