import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import type { Texts } from "../tenant/texts.ts"

/** The parts wizard's steps, in order (section 4 of document 001, "Parts wizard"). */
export const PARTS_STEPS = ["contact-details", "vehicle-details", "order-details"] as const
export type PartsStep = (typeof PARTS_STEPS)[number]

/** The lead status the final parts submit sends. */
export const PARTS_LEAD_COMPLETE = "Complete"

/**
 * The parts order wizard's values (section 3 of document 001, "Parts form"), keyed as the CRM
 * receives them. Contact fields come first; `Rego, VIN, or Part#` is the single input some
 * tenants show instead of the three separate ones.
 *
 * @example
 * const values = decodeOrThrow(PartsForm, body, "parts form")
 */
export const PartsForm = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  "Vehicle Make": Maybe(Schema.String),
  "Vehicle Model": Maybe(Schema.String),
  "Vehicle Year": Maybe(Schema.String),
  Rego: Maybe(Schema.String),
  VIN: Maybe(Schema.String),
  "Part#": Maybe(Schema.String),
  "Rego, VIN, or Part#": Maybe(Schema.String),
  dealership_slug: Maybe(Schema.String),
  location: Maybe(Schema.Union([Schema.Finite, Schema.String])),
  "Order Detail": Maybe(Schema.String),
  additional_services: Maybe(Schema.Array(Schema.String)),
  lead_id: Maybe(Schema.Finite),
  lead_status: Maybe(Schema.String),
  form_completed: Maybe(Schema.Boolean)
})
export type PartsForm = typeof PartsForm.Type

/** The parts fields a validation error can name. */
export type PartsField =
  | "name"
  | "email"
  | "phone"
  | "location"
  | "Vehicle Make"
  | "Vehicle Model"
  | "Vehicle Year"
  | "Rego"
  | "VIN"
  | "Part#"
  | "Order Detail"

/**
 * A parts wizard step's title: Contact Details, Vehicle Details, Order Details.
 *
 * @example
 * partsStepTitle("order-details", texts) // "Order Details"
 */
export function partsStepTitle(
  step: PartsStep,
  texts: Pick<Texts, "partsStepContactDetails" | "partsStepVehicleDetails" | "partsStepOrderDetails">
): string {
  switch (step) {
    case "contact-details":
      return texts.partsStepContactDetails
    case "vehicle-details":
      return texts.partsStepVehicleDetails
    case "order-details":
      return texts.partsStepOrderDetails
  }
}
