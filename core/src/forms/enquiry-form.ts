import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

/** A form select's value: an id or a slug, as the page rendered it. */
const SelectValue = Schema.Union([Schema.Finite, Schema.String])

/**
 * The values of the generic enquiry form (section 3 of document 001, "Enquiry form"). Contact
 * fields are always present (possibly empty, so validation can name them); the rest depend on
 * which inputs the page shows. `message` is the field labelled Comments.
 *
 * @example
 * const values = decodeOrThrow(EnquiryForm, body, "enquiry form")
 */
export const EnquiryForm = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  message: Maybe(Schema.String),
  category: Maybe(Schema.String),
  Rego: Maybe(Schema.String),
  location: Maybe(SelectValue),
  dealership_slug: Maybe(Schema.String),
  opt_in: Maybe(Schema.Boolean),
  terms_conditions: Maybe(Schema.Boolean),
  page_id: Maybe(SelectValue),
  subcategory: Maybe(Schema.String),
  additional_services: Maybe(Schema.Array(Schema.String))
})
export type EnquiryForm = typeof EnquiryForm.Type

/** The enquiry fields a validation error can name. */
export type EnquiryField =
  "name" | "email" | "phone" | "message" | "category" | "location" | "dealership_slug" | "terms_conditions"
