import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

/** The parts-order fields a tenant may require (section 5 of document 001, "Parts form"). */
export const PartsRequirableField = /* @__PURE__ */ Schema.Literals([
  "Vehicle Make",
  "Vehicle Model",
  "Vehicle Year",
  "Rego",
  "VIN",
  "Part#",
  "Order Detail"
])
export type PartsRequirableField = typeof PartsRequirableField.Type

/** Australian states and territories as the rego state select sends them. */
export const RegoState = /* @__PURE__ */ Schema.Literals(["act", "nsw", "nt", "qld", "sa", "tas", "vic", "wa"])
export type RegoState = typeof RegoState.Type

/**
 * The form a vehicle page's Enquire Now opens: the long enquiry form (Name, Email, Phone,
 * Comments, ...) or the short lead form of section 2 of document 001 (First Name, last name,
 * postcode, Mobile Number, email, the trade-in question).
 */
export const EnquireNowForm = /* @__PURE__ */ Schema.Literals(["enquiry", "lead"])
export type EnquireNowForm = typeof EnquireNowForm.Type

const WholeNumber = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))

/**
 * A tenant's forms settings: every "on some tenants" variant of the enquiry, lead, parts and
 * trade-in forms as a named field with the specification's default, so no rule compares a slug.
 */
export const FormsSettings = /* @__PURE__ */ Schema.Struct({
  /** The enquiry message (Comments) is required; a site variant turns this off. */
  enquiry_message_required: /* @__PURE__ */ withDefault(Schema.Boolean, true),
  /** Hides the opt-in checkbox (it stays at its default, ticked). */
  opt_in_hidden: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** The visitor must agree to the terms of use before submitting. */
  terms_required: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Removes the "Select a Preferred Dealership" select even when there are several dealerships. */
  dealership_select_removed: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** Parts fields that must be filled in; Rego, VIN and Part# are optional by default. */
  parts_required_fields: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(PartsRequirableField), [
    "Vehicle Make",
    "Vehicle Model",
    "Vehicle Year",
    "Order Detail"
  ]),
  /** No online trade-in estimate for cars older than this many years. */
  trade_in_estimate_max_age_years: /* @__PURE__ */ withDefault(WholeNumber, 7),
  /** No online trade-in estimate for cars with more kilometres than this. */
  trade_in_estimate_max_km: /* @__PURE__ */ withDefault(WholeNumber, 100_000),
  /** The category select's options on general enquiry forms (General Enquiry is its default). */
  enquiry_categories: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.String), [
    "General Enquiry",
    "Vehicle Enquiry",
    "Finance Enquiry",
    "Service Enquiry",
    "Parts Enquiry",
    "Careers Enquiry"
  ]),
  /** The rego state the trade-in form starts on ("Default state qld"). */
  default_rego_state: /* @__PURE__ */ withDefault(RegoState, "qld"),
  /** What the vehicle page's Enquire Now opens; the enquiry form unless the dealer picks the lead form. */
  enquire_now_form: /* @__PURE__ */ withDefault(EnquireNowForm, "enquiry")
})
export type FormsSettings = typeof FormsSettings.Type
