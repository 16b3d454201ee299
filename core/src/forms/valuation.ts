import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { RegoState } from "./settings.ts"
import { YES_NO_ANSWERS } from "./yes-no.ts"

/**
 * The trade-in valuation as the flow carries it from rego lookup through adjustments to an
 * accepted offer (section 3 of document 001, "Valuation"). Every field arrives along the way.
 *
 * @example
 * import { Valuation } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const stored = { rego: "ABC123", regoState: "qld", id: "41", offer_price: 18500, lead_id: 812 }
 * decodeOrThrow(Valuation, stored, "trade-in valuation").offer_price // => 18500
 */
export const Valuation = /* @__PURE__ */ Schema.Struct({
  rego: /* @__PURE__ */ Maybe(Schema.String),
  regoState: /* @__PURE__ */ Maybe(Schema.String),
  adjustmentAnswers: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Record(Schema.String, Schema.Unknown)),
  id: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String])),
  offer_price: /* @__PURE__ */ Maybe(Schema.Finite),
  lead_id: /* @__PURE__ */ Maybe(Schema.Finite),
  form_completed: /* @__PURE__ */ Maybe(Schema.Boolean),
  offer_accepted: /* @__PURE__ */ Maybe(Schema.Boolean)
})
export type Valuation = typeof Valuation.Type

/**
 * The platform's id of a valuation (a whole number, possibly written as text), or null when it
 * names none of the platform's valuations (none yet, or another site's id).
 *
 * @example
 * import { storedValuationId } from "@dealer/core/forms"
 *
 * storedValuationId("812") // => 812
 * storedValuationId("val-7") // => null
 */
export function storedValuationId(id: Valuation["id"]): number | null {
  const number = typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id
  return typeof number === "number" && Number.isSafeInteger(number) ? number : null
}

/** How the seller wants to be contacted; Phone unless chosen otherwise. */
export const PreferredContactMethod = /* @__PURE__ */ Schema.Literals(["Phone", "Email", "SMS"])
export type PreferredContactMethod = typeof PreferredContactMethod.Type

/** A yes/no select as forms send it (the schema over `YES_NO_ANSWERS`). */
export const YesNo = /* @__PURE__ */ Schema.Literals(YES_NO_ANSWERS)
export type YesNo = typeof YesNo.Type

/**
 * The trade-in form's own fields (section 3 of document 001, "Extra form fields"): `finance`
 * answers whether the car is under finance; `kms` is the odometer as typed.
 *
 * @example
 * import { ValuationFormFields } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(ValuationFormFields, { rego: "ABC123", regoState: "qld", name: "Jo", phone: "0412345678", email: "jo@example.com" }, "trade-in form").PreferredContactMethod // => "Phone"
 */
export const ValuationFormFields = /* @__PURE__ */ Schema.Struct({
  PreferredContactMethod: /* @__PURE__ */ withDefault(PreferredContactMethod, "Phone"),
  finance: /* @__PURE__ */ Maybe(YesNo),
  kms: /* @__PURE__ */ Maybe(Schema.String),
  regoState: /* @__PURE__ */ Maybe(RegoState),
  rego: Schema.String,
  name: Schema.String,
  phone: Schema.String,
  email: Schema.String,
  location_id: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String]))
})
export type ValuationFormFields = typeof ValuationFormFields.Type

/** The trade-in fields a validation error can name. */
export type ValuationField = "rego" | "regoState" | "kms" | "finance" | "name" | "email" | "phone" | "location_id"
