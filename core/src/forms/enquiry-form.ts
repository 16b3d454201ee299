import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/** A form select's value: an id or a slug, as the page rendered it. */
const SelectValue = /* @__PURE__ */ Schema.Union([Schema.Finite, Schema.String])

/**
 * The values of the generic enquiry form (section 3 of document 001, "Enquiry form"). Contact
 * fields are always present (possibly empty, so validation can name them); the rest depend on
 * which inputs the page shows. `message` is the field labelled Comments.
 *
 * @example
 * import { EnquiryForm, enquiryInitialValues } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const body = { ...enquiryInitialValues({ categoryShown: false }, null), name: "Jo Citizen" }
 * decodeOrThrow(EnquiryForm, body, "enquiry form").name // => "Jo Citizen"
 */
export const EnquiryForm = /* @__PURE__ */ Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  message: /* @__PURE__ */ Maybe(Schema.String),
  category: /* @__PURE__ */ Maybe(Schema.String),
  Rego: /* @__PURE__ */ Maybe(Schema.String),
  location: /* @__PURE__ */ Maybe(SelectValue),
  dealership_slug: /* @__PURE__ */ Maybe(Schema.String),
  opt_in: /* @__PURE__ */ Maybe(Schema.Boolean),
  terms_conditions: /* @__PURE__ */ Maybe(Schema.Boolean),
  page_id: /* @__PURE__ */ Maybe(SelectValue),
  subcategory: /* @__PURE__ */ Maybe(Schema.String),
  additional_services: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(Schema.String))
})
export type EnquiryForm = typeof EnquiryForm.Type

/** The enquiry fields a validation error can name. */
export type EnquiryField =
  "name" | "email" | "phone" | "message" | "category" | "location" | "dealership_slug" | "terms_conditions"
