import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"
import type { EnquiryForm } from "./enquiry-form.ts"
import type { LeadForm } from "./lead-form.ts"

/**
 * The visitor's details kept in local storage so later forms start filled in (section 3 of
 * document 001, "Stored user details").
 *
 * @example
 * import { StoredUserDetails } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const raw = JSON.stringify({ name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412345678", postcode: "4000" })
 * decodeOrThrow(StoredUserDetails, JSON.parse(raw), "stored user details").postcode // => "4000"
 */
export const StoredUserDetails = /* @__PURE__ */ Schema.Struct({
  name: /* @__PURE__ */ Maybe(Schema.String),
  last_name: /* @__PURE__ */ Maybe(Schema.String),
  email: /* @__PURE__ */ Maybe(Schema.String),
  phone: /* @__PURE__ */ Maybe(Schema.String),
  postcode: /* @__PURE__ */ Maybe(Schema.String)
})
export type StoredUserDetails = typeof StoredUserDetails.Type

/**
 * The details worth remembering from a submitted lead form.
 *
 * @example
 * import { leadFormInitialValues, storedUserDetailsFromLeadForm } from "@dealer/core/forms"
 *
 * const values = { ...leadFormInitialValues(null), name: "Jo", last_name: "Citizen", postcode: "4000" }
 * storedUserDetailsFromLeadForm(values).postcode // => "4000"
 */
export function storedUserDetailsFromLeadForm(values: LeadForm): StoredUserDetails {
  const { name, last_name, email, phone, postcode } = values
  return { name, last_name, email, phone, postcode }
}

/**
 * An enquiry's contact fields filled from stored details; the enquiry has one name field, so first
 * and last names are joined.
 *
 * @example
 * import { enquiryPrefill } from "@dealer/core/forms"
 *
 * enquiryPrefill({ name: "Jo", last_name: "Citizen", email: "jo@example.com" })
 * // => { name: "Jo Citizen", email: "jo@example.com", phone: "" }
 */
export function enquiryPrefill(details: StoredUserDetails): Pick<EnquiryForm, "name" | "email" | "phone"> {
  return {
    name: [details.name, details.last_name].filter((part) => part?.trim()).join(" "),
    email: details.email ?? "",
    phone: details.phone ?? ""
  }
}
