import { analyticsEventFor } from "../analytics/analytics-event.ts"
import type { CarType } from "../stock/car.ts"
import type { LeadSuccessRecord, LeadTrackingEvent } from "./form-flow.ts"
import type { EnquiryCar } from "./multi-step-enquiry-machine.ts"
import type { LeadSubmitResponse } from "./submission-outcome.ts"

/** Which numbered event a lead form records: an enquiry (14 / 15) or a test drive (17 / 48). */
export type LeadFormKind = "enquiry" | "test-drive"

/** The fields of a sent lead these effects read (the vehicle fields are there when it is about a car). */
export interface SentLeadFields {
  readonly category?: unknown
  readonly car_id?: unknown
  readonly car_type?: unknown
  readonly "Vehicle Make"?: unknown
  readonly "Vehicle Model"?: unknown
  readonly stock_number?: unknown
}

/** What a browser does once a lead is in: the analytics event to record and what to keep locally. */
export interface LeadSuccessEffects {
  readonly tracking: LeadTrackingEvent
  readonly record: LeadSuccessRecord
}

const carTypes: ReadonlyArray<CarType> = ["new", "used", "demo"]
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null)

/**
 * The car a sent lead is about, as `EnquireCar` keeps it and analytics labels it; null when the
 * lead names no car (a page without one). A condition the lead does not give counts as new.
 *
 * @example
 * import { leadCar } from "@dealer/core/forms"
 *
 * leadCar({ car_id: 7, car_type: "used", "Vehicle Make": "Kia", "Vehicle Model": "Sorento" })
 * // => { id: 7, make: "Kia", model: "Sorento", stocknum: null, car_type: "used" }
 */
export function leadCar(lead: SentLeadFields): EnquiryCar | null {
  if (typeof lead.car_id !== "number") return null
  const carType = carTypes.find((type) => type === lead.car_type) ?? "new"
  return {
    id: lead.car_id,
    make: text(lead["Vehicle Make"]),
    model: text(lead["Vehicle Model"]),
    stocknum: text(lead.stock_number),
    car_type: carType
  }
}

/**
 * After a lead submit (section 4 of document 001, "on success with a lead_id, track an event, store
 * the enquired car and a success category locally"): the event (enquiry 14 new / 15 used, test
 * drive 17 new or without a car / 48 used, labelled New Car or Used Car) and the local record (the
 * car, the lead's category); null when the answer carries no lead_id, so nothing is recorded.
 *
 * @example
 * import { leadSuccessEffects } from "@dealer/core/forms"
 *
 * leadSuccessEffects("test-drive", { category: "Test Drive", car_id: 7, car_type: "used" }, { lead_id: 812 })
 * // { tracking: { category: "Test Drive", event: { id: 48, label: "Used Car" } },
 * //   record: { car: { id: 7, make: null, model: null, stocknum: null }, successCategory: "Test Drive" } }
 */
export function leadSuccessEffects(
  kind: LeadFormKind,
  lead: SentLeadFields,
  answer: LeadSubmitResponse
): LeadSuccessEffects | null {
  if (typeof answer.lead_id !== "number") return null
  const category = text(lead.category) ?? ""
  const car = leadCar(lead)
  const stored = car === null ? null : (({ car_type: _label, ...rest }) => rest)(car)
  return {
    tracking: { category, event: analyticsEventFor(kind, car) },
    record: { car: stored, successCategory: category }
  }
}
