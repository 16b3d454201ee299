import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import type { Texts } from "../tenant/texts.ts"

/** The parts wizard's steps, in order (section 4 of document 001, "Parts wizard"). */
export const PARTS_STEPS = ["contact-details", "vehicle-details", "order-details"] as const
/** A step of the parts wizard. */
export type PartsStep = (typeof PARTS_STEPS)[number]

/** The lead status the final parts submit sends. */
export const PARTS_LEAD_COMPLETE = "Complete"

/**
 * The parts order wizard's values (section 3 of document 001, "Parts form"), keyed as the CRM
 * receives them. Contact fields come first; `Rego, VIN, or Part#` is the single input some
 * tenants show instead of the three separate ones.
 *
 * @example
 * import { PartsForm, partsInitialValues } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const body = { ...partsInitialValues(null), name: "Jo" }
 * decodeOrThrow(PartsForm, body, "parts form").name // => "Jo"
 */
export const PartsForm = /* @__PURE__ */ Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  "Vehicle Make": /* @__PURE__ */ Maybe(Schema.String),
  "Vehicle Model": /* @__PURE__ */ Maybe(Schema.String),
  "Vehicle Year": /* @__PURE__ */ Maybe(Schema.String),
  Rego: /* @__PURE__ */ Maybe(Schema.String),
  VIN: /* @__PURE__ */ Maybe(Schema.String),
  "Part#": /* @__PURE__ */ Maybe(Schema.String),
  "Rego, VIN, or Part#": /* @__PURE__ */ Maybe(Schema.String),
  dealership_slug: /* @__PURE__ */ Maybe(Schema.String),
  location: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String])),
  "Order Detail": /* @__PURE__ */ Maybe(Schema.String),
  additional_services: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(Schema.String)),
  lead_id: /* @__PURE__ */ Maybe(Schema.Finite),
  lead_status: /* @__PURE__ */ Maybe(Schema.String),
  form_completed: /* @__PURE__ */ Maybe(Schema.Boolean)
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
 * import { partsStepTitle } from "@dealer/core/forms"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * partsStepTitle("order-details", defaultTexts) // => "Order Details"
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
