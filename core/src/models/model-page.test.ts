import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { brochureLink } from "./brochure-link.ts"
import { discoverBlock } from "./discover.ts"
import { driverAssistanceView } from "./driver-assistance.ts"
import { modelSpecHighlights } from "./model-spec-highlights.ts"
import { variantAction } from "./variant-action.ts"

describe("modelSpecHighlights", () => {
  it("takes the first 4 specifications that have a value", () => {
    const model = {
      model_specifications: [
        { value: "1.6L Turbo", category: "Engine" },
        { value: null, category: "Power" },
        { value: "7", category: "Seats" },
        { value: "  ", category: "Torque" },
        { value: "AWD", category: "Drive" },
        { value: "5 star", category: "ANCAP" },
        { value: "8.1L/100km", category: "Fuel" }
      ]
    }
    expect(modelSpecHighlights(model)).toEqual([
      { value: "1.6L Turbo", category: "Engine" },
      { value: "7", category: "Seats" },
      { value: "AWD", category: "Drive" },
      { value: "5 star", category: "ANCAP" }
    ])
    expect(modelSpecHighlights({})).toEqual([])
  })
})

describe("variantAction", () => {
  it("offers a test drive for released models and Register Interest for coming-soon ones", () => {
    expect(variantAction({ status: "other" }, defaultTexts)).toEqual({
      kind: "test-drive",
      text: "Test Drive",
      href: "/book-test-drive"
    })
    expect(variantAction({}, defaultTexts).text).toBe("Test Drive")
    expect(variantAction({ status: "coming_soon" }, defaultTexts)).toEqual({
      kind: "register-interest",
      text: "Register Interest",
      href: "#register-interest-form"
    })
  })
})

describe("driverAssistanceView", () => {
  const eighteen = Array.from({ length: 18 }, (_, i) => `System ${i + 1}`)

  it("shows 6 of 18 systems with 'See rest', then all with no expander", () => {
    const collapsed = driverAssistanceView(eighteen, false, defaultTexts)
    expect(collapsed.shown).toEqual(eighteen.slice(0, 6))
    expect(collapsed.hiddenCount).toBe(12)
    expect(collapsed.seeRest).toBe("See rest")
    const expanded = driverAssistanceView(eighteen, true, defaultTexts)
    expect(expanded.shown).toHaveLength(18)
    expect(expanded.seeRest).toBeNull()
  })

  it("has no expander when nothing is hidden", () => {
    expect(driverAssistanceView(["AEB"], false, defaultTexts).seeRest).toBeNull()
  })
})

describe("brochureLink and discoverBlock", () => {
  it("links 'View full specifications' to the brochure, or shows nothing", () => {
    expect(brochureLink({ brochure_url: "/b.pdf" }, defaultTexts)).toEqual({
      text: "View full specifications",
      href: "/b.pdf"
    })
    expect(brochureLink({ brochure_url: null }, defaultTexts)).toBeNull()
  })

  it("looks the 'Discover' block up by model id", () => {
    const table = { "12": [{ title: "Omoda E5", href: "/models/omoda-e5" }] }
    expect(discoverBlock(12, table, defaultTexts)).toEqual({
      heading: "Discover",
      items: [{ title: "Omoda E5", href: "/models/omoda-e5" }]
    })
    expect(discoverBlock(13, table, defaultTexts)).toBeNull()
  })
})
