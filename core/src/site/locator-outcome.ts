import { fillText, type Texts } from "../tenant/texts.ts"

/** The texts the dealer locator's outcome shows. */
export type LocatorOutcomeTexts = Pick<Texts, "locatorPostcodeNotFound" | "locatorNoDealerships" | "locatorResultsHeading">

/** What the dealer locator page says above its results. */
export interface LocatorOutcome {
  /** "Dealerships near {place}" when there are results, else null. */
  readonly heading: string | null
  /** Why there are no results, else null. */
  readonly message: string | null
}

/**
 * The locator page's heading or message for a search (000 section 2): nothing before a search;
 * "Invalid postcode" when the typed place could not be found; "No dealerships found near
 * {place}" when none is within the radius; else the results' heading naming the place.
 *
 * @example
 * import { locatorOutcome } from "@dealer/core"
 *
 * const texts = {
 *   locatorPostcodeNotFound: "Invalid postcode",
 *   locatorNoDealerships: "No dealerships found near {place}",
 *   locatorResultsHeading: "Dealerships near {place}"
 * }
 * locatorOutcome({ text: "4000", placeFound: true, placeLabel: "Brisbane QLD 4000", resultGroups: 2 }, texts)
 * // => { heading: "Dealerships near Brisbane QLD 4000", message: null }
 * locatorOutcome({ text: "9999", placeFound: false, placeLabel: "9999", resultGroups: 0 }, texts)
 * // => { heading: null, message: "Invalid postcode" }
 */
export function locatorOutcome(
  search: {
    /** The text searched for; empty before any search. */
    readonly text: string
    /** Whether the search has a point (a chosen suggestion or a place the text was found as). */
    readonly placeFound: boolean
    /** The place as named to the shopper: the found place's label, else the text. */
    readonly placeLabel: string
    /** How many groups of results there are. */
    readonly resultGroups: number
  },
  texts: LocatorOutcomeTexts
): LocatorOutcome {
  if (search.resultGroups > 0) {
    return { heading: fillText(texts.locatorResultsHeading, { place: search.placeLabel }), message: null }
  }
  if (search.text === "") return { heading: null, message: null }
  if (!search.placeFound) return { heading: null, message: texts.locatorPostcodeNotFound }
  return { heading: null, message: fillText(texts.locatorNoDealerships, { place: search.placeLabel }) }
}
