import type { CarButton } from "../stock/car-buttons.ts"

/** The enquiry forms a vehicle page can open, each at its own anchor (`#enquire`, …). */
export type VehicleEnquiryForm = "enquire" | "test-drive" | "request-photos" | "find-similar"

/**
 * The forms a vehicle page offers (section 2 of document 000): those its buttons open (Enquire
 * Now, Book a Test Drive, or Find Me Something Similar for a sold car), and Request Photos for a
 * car still available.
 *
 * @example
 * import { vehicleEnquiryForms } from "@dealer/core/forms"
 * import { buttonContextOf, carButtons } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const context = buttonContextOf(exampleTenant(), "page")
 * const car = exampleCar()
 * const soldCar = exampleCar({ status: "sold" })
 *
 * vehicleEnquiryForms(carButtons(car, context), true) // => ["enquire", "test-drive", "request-photos"]
 * vehicleEnquiryForms(carButtons(soldCar, context), false) // => ["find-similar"]
 */
export function vehicleEnquiryForms(
  buttons: ReadonlyArray<Pick<CarButton, "dialog">>,
  available: boolean
): ReadonlyArray<VehicleEnquiryForm> {
  const opened = buttons.flatMap((button) => (button.dialog === null ? [] : [button.dialog]))
  const forms: VehicleEnquiryForm[] = [...new Set(opened)]
  return available ? [...forms, "request-photos"] : forms
}

/**
 * Reads a form name from a URL segment; null for one the page does not know.
 *
 * @example
 * import { vehicleEnquiryFormOf } from "@dealer/core/forms"
 *
 * vehicleEnquiryFormOf("test-drive") // => "test-drive"
 */
export function vehicleEnquiryFormOf(value: string | null | undefined): VehicleEnquiryForm | null {
  return value === "enquire" || value === "test-drive" || value === "request-photos" || value === "find-similar"
    ? value
    : null
}
