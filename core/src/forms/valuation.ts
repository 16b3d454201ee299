import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { RegoState } from "./settings.ts"
import { YES_NO_ANSWERS } from "./yes-no.ts"

/**
 * The trade-in valuation as the flow carries it from rego lookup through adjustments to an
 * accepted offer (section 3 of document 001, "Valuation"). Every field arrives along the way.
 *
 * @example
 * const valuation = decodeOrThrow(Valuation, stored, "trade-in valuation")
 */
export const Valuation = Schema.Struct({
  rego: Maybe(Schema.String),
  regoState: Maybe(Schema.String),
  adjustmentAnswers: Maybe(Schema.Record(Schema.String, Schema.Unknown)),
  id: Maybe(Schema.Union([Schema.Finite, Schema.String])),
  offer_price: Maybe(Schema.Finite),
  lead_id: Maybe(Schema.Finite),
  form_completed: Maybe(Schema.Boolean),
  offer_accepted: Maybe(Schema.Boolean)
})
export type Valuation = typeof Valuation.Type

/**
 * The platform's id of a valuation (a whole number, possibly written as text), or null when it
 * names none of the platform's valuations (none yet, or another site's id).
 *
 * @example
 * storedValuationId("812") // 812
 * storedValuationId("val-7") // null
 */
export function storedValuationId(id: Valuation["id"]): number | null {
  const number = typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id
  return typeof number === "number" && Number.isSafeInteger(number) ? number : null
}

/** How the seller wants to be contacted; Phone unless chosen otherwise. */
export const PreferredContactMethod = Schema.Literals(["Phone", "Email", "SMS"])
export type PreferredContactMethod = typeof PreferredContactMethod.Type

/** A yes/no select as forms send it (the schema over `YES_NO_ANSWERS`). */
export const YesNo = Schema.Literals(YES_NO_ANSWERS)
export type YesNo = typeof YesNo.Type

/**
 * The trade-in form's own fields (section 3 of document 001, "Extra form fields"): `finance`
 * answers whether the car is under finance; `kms` is the odometer as typed.
 *
 * @example
 * decodeOrThrow(ValuationFormFields, { rego: "ABC123", regoState: "qld", name: "Jo", phone: "0412345678", email: "jo@example.com" }, "trade-in form").PreferredContactMethod // "Phone"
 */
export const ValuationFormFields = Schema.Struct({
  PreferredContactMethod: withDefault(PreferredContactMethod, "Phone"),
  finance: Maybe(YesNo),
  kms: Maybe(Schema.String),
  regoState: Maybe(RegoState),
  rego: Schema.String,
  name: Schema.String,
  phone: Schema.String,
  email: Schema.String,
  location_id: Maybe(Schema.Union([Schema.Finite, Schema.String]))
})
export type ValuationFormFields = typeof ValuationFormFields.Type

/** The trade-in fields a validation error can name. */
export type ValuationField = "rego" | "regoState" | "kms" | "finance" | "name" | "email" | "phone" | "location_id"
