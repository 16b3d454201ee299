import type { FinanceSettings } from "./settings.ts"

/**
 * Fees added to the loan at the start: establishment, security registration and dealer agency.
 *
 * @example
 * import { financeUpfrontFees } from "@dealer/core/finance"
 *
 * financeUpfrontFees({ establishment_fee: 395, security_registration_fee: 6, dealer_agency_fee: 912.25 }) // => 1313.25
 */
export function financeUpfrontFees(
  settings: Pick<FinanceSettings, "establishment_fee" | "security_registration_fee" | "dealer_agency_fee">
): number {
  return settings.establishment_fee + settings.security_registration_fee + settings.dealer_agency_fee
}
