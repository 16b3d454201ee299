import * as Schema from "effect/Schema"
import { enquiryCategory } from "./enquiry-category.ts"

/** Every lead from a dealer site is sent with this source. */
export const LEAD_SOURCE = "Website"

/**
 * What a lead carries besides the form's own fields (section 3 of document 001, "Lead payload
 * extras"): where and how it was sent, the car it is about, the pages visited before it and the
 * tracking parameters of the visit.
 *
 * @example
 * import { LeadPayloadExtras } from "@dealer/core/forms"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const body = {
 *   url: "https://acme.example/cars/2022-toyota-hilux-sr5-t1234", source: "Website", user_agent: "Mozilla/5.0",
 *   car_id: 1, car_dealership_id: 3, lead_attributes: { visited_pages: ["/"], linked_query_params: { utm_source: "google" } },
 *   category: "General Enquiry", subcategory: null, name: "Jo Citizen"
 * }
 * decodeOrThrow(LeadPayloadExtras, body, "lead").lead_attributes.linked_query_params // => { utm_source: "google" }
 */
export const LeadPayloadExtras = /* @__PURE__ */ Schema.Struct({
  url: Schema.String,
  source: /* @__PURE__ */ Schema.Literal(LEAD_SOURCE),
  user_agent: Schema.String,
  car_id: /* @__PURE__ */ Schema.NullOr(Schema.Finite),
  car_dealership_id: /* @__PURE__ */ Schema.NullOr(Schema.Finite),
  lead_attributes: /* @__PURE__ */ Schema.Struct({
    visited_pages: /* @__PURE__ */ Schema.Array(Schema.String),
    linked_query_params: /* @__PURE__ */ Schema.Record(Schema.String, Schema.String)
  }),
  category: Schema.String,
  subcategory: /* @__PURE__ */ Schema.NullOr(Schema.String)
})
export type LeadPayloadExtras = typeof LeadPayloadExtras.Type

/** The page a lead is sent from. */
export interface LeadPageContext {
  readonly url: string
  readonly userAgent: string
  readonly car: { readonly id: number; readonly dealership_id?: number | null | undefined } | null
  /** The page's own dealership, used when the lead is not about a car. */
  readonly dealershipId: number | null
  readonly visitedPages: ReadonlyArray<string>
  readonly linkedQueryParams: Readonly<Record<string, string>>
  /** The form's category when it has no category select of its own. */
  readonly formCategory: string | null
  readonly formSubcategory: string | null
}

/** The category pair a form's values may carry. */
export interface LeadFormValues {
  readonly category?: string | null | undefined
  readonly subcategory?: string | null | undefined
}

/** A lead as sent: the form's fields with the extras (whose category and subcategory win). */
export type LeadPayload<V extends object> = Omit<V, keyof LeadPayloadExtras> & LeadPayloadExtras

/**
 * Builds the lead payload from form values and the page (section 7 of document 001, "Lead submit"):
 * source 'Website', the car and its dealership, visited pages and linked query parameters; the
 * category is the chosen one, else the form's, else General Enquiry, with 'Careers Enquiry'
 * rewritten to General Enquiry / Career Enquiry.
 *
 * @example
 * import { leadPayload } from "@dealer/core/forms"
 * import { exampleLeadPage } from "@dealer/core/testing"
 *
 * const payload = leadPayload({ name: "Jo", category: "Careers Enquiry" }, exampleLeadPage())
 * payload.source // => "Website"
 */
export function leadPayload<V extends object>(values: V, page: LeadPageContext): LeadPayload<V> {
  const own: LeadFormValues = values
  const chosen = own.category?.trim() ? own.category : page.formCategory
  const subcategory = own.subcategory?.trim() ? own.subcategory : page.formSubcategory
  const extras: LeadPayloadExtras = {
    url: page.url,
    source: LEAD_SOURCE,
    user_agent: page.userAgent,
    car_id: page.car?.id ?? null,
    car_dealership_id: page.car?.dealership_id ?? page.dealershipId,
    lead_attributes: {
      visited_pages: [...page.visitedPages],
      linked_query_params: { ...page.linkedQueryParams }
    },
    ...enquiryCategory(chosen, subcategory)
  }
  return { ...values, ...extras }
}
