import type { CarType } from "../stock/car.ts"

/** The car a finance enquiry is about, as the finance form's query names it. */
export interface FinanceFormCar {
  readonly id: number
  readonly car_type: CarType
  readonly vin: string | null
}

/** The anchor of the finance form on the finance page (section 2). */
const FINANCE_FORM_ANCHOR = "#finance-form"

function queryPart(name: string, value: string): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
}

/**
 * Where the calculator's `Get Finance` / `Enquire for Finance` button leads (section 2): the tenant's
 * finance link (`/finance` unless configured) with `car_id`, `car_type` and `vin` of the car when
 * there is one, `vehiclePriceBudget` as the calculator's amount in whole dollars, and the
 * `#finance-form` anchor. A link that already carries a query keeps it; its own anchor is replaced.
 *
 * @example
 * import { financeFormHref } from "@dealer/core/finance"
 *
 * financeFormHref("/finance", { car: { id: 7, car_type: "used", vin: null }, budget: 45990 })
 * // => "/finance?car_id=7&car_type=used&vehiclePriceBudget=45990#finance-form"
 */
export function financeFormHref(
  link: string,
  request: { readonly car: FinanceFormCar | null; readonly budget: number | null }
): string {
  const { car, budget } = request
  const base = link.split("#")[0] ?? ""
  const parts = [
    car ? queryPart("car_id", String(car.id)) : null,
    car ? queryPart("car_type", car.car_type) : null,
    car?.vin ? queryPart("vin", car.vin) : null,
    budget !== null && Number.isFinite(budget) && budget > 0
      ? queryPart("vehiclePriceBudget", String(Math.round(budget)))
      : null
  ].filter((part): part is string => part !== null)
  if (parts.length === 0) return `${base}${FINANCE_FORM_ANCHOR}`
  const joiner = base.includes("?") ? "&" : "?"
  return `${base}${joiner}${parts.join("&")}${FINANCE_FORM_ANCHOR}`
}

/**
 * Where a car's `Get Finance` button leads: the tenant's finance link (`/finance` unless configured,
 * `/finance-enquiry` or `/apply-for-finance` on some dealerships) with the car's id, at the form.
 *
 * @example
 * import { carFinanceHref } from "@dealer/core/finance"
 *
 * carFinanceHref("/apply-for-finance", 7) // => "/apply-for-finance?car_id=7#finance-form"
 */
export function carFinanceHref(link: string, carId: number): string {
  const base = link.split("#")[0] || "/finance"
  return `${base}${base.includes("?") ? "&" : "?"}${queryPart("car_id", String(carId))}${FINANCE_FORM_ANCHOR}`
}
