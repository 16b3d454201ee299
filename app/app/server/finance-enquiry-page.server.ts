import { carTitle, currentPrice, type Car, type Tenant } from "@dealer/core"
import { financeEnquiryPrefill, type FinanceCalculatorCar } from "@dealer/core/finance"
import { financeEnquirySetup, leadFormChoices } from "@dealer/core/forms"
import type { Services } from "./create-services.server.ts"
import { pageFormOptions } from "./lead-form-pages.server.ts"

/** A finance link's car: the stocked car its `car_id` names, or null. */
export async function financeLinkCar(request: Request, tenant: Tenant, services: Services): Promise<Car | null> {
  const carId = new URL(request.url).searchParams.get("car_id")?.trim() ?? ""
  return /^\d{1,15}$/.test(carId) ? services.stock.findById(tenant.slug, Number(carId)) : null
}

/**
 * The finance enquiry as a finance link's query opens it (car, budget, VIN, preferred dealership):
 * the form's setup and choices, and the calculator's car, pre-set from the car's price or the budget.
 *
 * @example
 * const { setup, choices, calculatorCar } = financeEnquiryPage(request, tenant, car)
 */
export function financeEnquiryPage(request: Request, tenant: Tenant, car: Car | null) {
  const query = new URL(request.url).searchParams
  const choices = leadFormChoices(tenant.locations)
  const prefill = financeEnquiryPrefill(
    {
      preferredDealership: query.get("preferredDealership"),
      vehiclePriceBudget: query.get("vehiclePriceBudget"),
      car_id: query.get("car_id"),
      car_type: query.get("car_type"),
      vin: query.get("vin")
    },
    { dealershipSlugs: choices.dealerships.map((choice) => choice.value), carName: car ? carTitle(car) : null },
    tenant.texts
  )
  const setup = financeEnquirySetup(
    pageFormOptions(request, tenant, { car, message: prefill.message, dealershipSlug: prefill.dealershipSlug })
  )
  const calculatorCar: FinanceCalculatorCar | null = car
    ? { id: car.id, price: prefill.budget ?? currentPrice(car), car_type: car.car_type, vin: car.vin ?? null }
    : null
  return { setup, choices, calculatorCar }
}
