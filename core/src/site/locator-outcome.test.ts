import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { locatorOutcome } from "./locator-outcome.ts"

const search = { text: "4000", placeFound: true, placeLabel: "Brisbane QLD 4000", resultGroups: 2 }

describe("locatorOutcome", () => {
  it("heads the results with the place", () => {
    expect(locatorOutcome(search, defaultTexts)).toEqual({ heading: "Dealerships near Brisbane QLD 4000", message: null })
  })

  it("says nothing before a search", () => {
    expect(locatorOutcome({ ...search, text: "", placeFound: false, placeLabel: "", resultGroups: 0 }, defaultTexts)).toEqual({
      heading: null,
      message: null
    })
  })

  it("says the postcode is invalid when the place is not found", () => {
    expect(locatorOutcome({ ...search, text: "zzz", placeFound: false, placeLabel: "zzz", resultGroups: 0 }, defaultTexts)).toEqual({
      heading: null,
      message: "Invalid postcode"
    })
  })

  it("names the place when no dealership is within the radius", () => {
    expect(locatorOutcome({ ...search, resultGroups: 0 }, defaultTexts)).toEqual({
      heading: null,
      message: "No dealerships found near Brisbane QLD 4000"
    })
  })

  it("uses the tenant's words", () => {
    const texts = { ...defaultTexts, locatorNoDealerships: "Nothing close to {place}" }
    expect(locatorOutcome({ ...search, resultGroups: 0 }, texts).message).toBe("Nothing close to Brisbane QLD 4000")
  })
})
