import { formatMoney } from "../pricing/money.ts"
import { fillText, type Texts } from "../tenant/texts.ts"

/** The query of a finance form link (section 2 of document 001), as the page received it. */
export interface FinanceEnquiryQuery {
  readonly preferredDealership: string | null
  readonly vehiclePriceBudget: string | null
  readonly car_id: string | null
  readonly car_type: string | null
  readonly vin: string | null
}

/** What the finance enquiry form opens with. */
export interface FinanceEnquiryPrefill {
  /** The preferred dealership, when the link named one the tenant has. */
  readonly dealershipSlug: string | null
  /** The car the enquiry is about, when the link named one by a plausible id. */
  readonly carId: number | null
  /** The budget in whole dollars, when the link gave a positive amount. */
  readonly budget: number | null
  /** The Comments the form opens with: the car, the budget and the VIN the link named. */
  readonly message: string
}

const ID = /^\d{1,15}$/
const VIN = /^[A-HJ-NPR-Z0-9]{5,17}$/i

/**
 * Reads a finance link's query into the finance enquiry's opening values: `preferredDealership`
 * picks the dealership select's option (ignored when the tenant has no such dealership),
 * `car_id` names the car, `vehiclePriceBudget` the budget, `vin` the vehicle; `car_type` only
 * travels with the car. Anything unreadable is left out rather than refused, since the link came
 * from a page the shopper may have edited.
 *
 * @example
 * import { financeEnquiryPrefill } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * financeEnquiryPrefill({ preferredDealership: null, vehiclePriceBudget: "45990", car_id: "7", car_type: "used", vin: null }, { dealershipSlugs: [], carName: "2022 Kia Sportage" }, defaultTexts).message
 * // => "I'd like to apply for finance on the 2022 Kia Sportage. I'd like finance for a budget of $45,990."
 */
export function financeEnquiryPrefill(
  query: FinanceEnquiryQuery,
  known: { readonly dealershipSlugs: ReadonlyArray<string>; readonly carName: string | null },
  texts: Pick<Texts, "financeEnquiryCarMessage" | "financeEnquiryBudgetMessage" | "financeEnquiryVinMessage">
): FinanceEnquiryPrefill {
  const dealership = query.preferredDealership?.trim() ?? ""
  const carId = ID.test(query.car_id?.trim() ?? "") ? Number(query.car_id?.trim()) : null
  const amount = Number((query.vehiclePriceBudget ?? "").replace(/[$,\s]/g, ""))
  const budget = query.vehiclePriceBudget && Number.isFinite(amount) && amount > 0 ? Math.round(amount) : null
  const vin = query.vin?.trim() ?? ""
  const lines = [
    known.carName ? fillText(texts.financeEnquiryCarMessage, { car: known.carName }) : null,
    budget === null ? null : fillText(texts.financeEnquiryBudgetMessage, { budget: formatMoney(budget) }),
    VIN.test(vin) ? fillText(texts.financeEnquiryVinMessage, { vin: vin.toUpperCase() }) : null
  ]
  return {
    dealershipSlug: known.dealershipSlugs.includes(dealership) ? dealership : null,
    carId,
    budget,
    message: lines.filter((line): line is string => line !== null).join(" ")
  }
}
