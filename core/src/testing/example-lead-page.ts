import type { LeadPageContext } from "../forms/lead-payload.ts"

/**
 * The page a lead form sits on, for tests of the forms' statecharts and payloads: a contact page
 * of no car and no dealership, nothing visited before it. A test names only what it is about.
 *
 * @example
 * import { exampleLeadPage } from "@dealer/core/testing"
 *
 * exampleLeadPage({ formCategory: "Trade In", dealershipId: 3 }).url
 * // => "https://example-motors.example/contact"
 */
export function exampleLeadPage(
  overrides: Partial<LeadPageContext> = {},
): LeadPageContext {
  return {
    url: "https://example-motors.example/contact",
    userAgent: "Vitest",
    car: null,
    dealershipId: null,
    visitedPages: [],
    linkedQueryParams: {},
    formCategory: null,
    formSubcategory: null,
    ...overrides,
  }
}
