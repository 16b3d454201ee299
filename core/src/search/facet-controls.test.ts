import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { exampleTenant } from "../testing/examples.ts"
import { facetControls } from "./facet-controls.ts"
import type { FacetSectionView } from "./search-filter-sections.ts"
import { SearchSettings } from "./settings.ts"
import { emptyStockQuery, type StockQuery } from "./stock-query.ts"
import { Schema } from "effect"

const ACTION = "/search/new-used-and-demo-cars"
const body: FacetSectionView = {
  name: "body",
  label: "Body Type",
  options: [
    { label: "Sedan", value: "Sedan", count: 12, selected: true, href: `${ACTION}?make=Kia` },
    { label: "SUV", value: "SUV", count: 30, selected: false, href: `${ACTION}?make=Kia&body=Sedan&body=SUV` }
  ]
}
const query: StockQuery = { ...emptyStockQuery, filters: { make: ["Kia"], body: ["Sedan"] }, sortBy: "latest", page: 3 }
const controls = (selector: "menu" | "dropdown" | "select") =>
  facetControls([body], { selector, action: ACTION, query, texts: defaultTexts })

describe("facet controls", () => {
  it("draws the menu variant as the section's links, counting the picked values", () => {
    expect(controls("menu")).toEqual([{ kind: "menu", section: body, picked: 1 }])
  })

  it("gives a dropdown a GET form carrying the other filters, without this facet or the page", () => {
    const [dropdown] = controls("dropdown")
    expect(dropdown).toEqual({
      kind: "dropdown",
      section: body,
      picked: 1,
      form: {
        action: ACTION,
        keep: [
          ["make", "Kia"],
          ["sortBy", "latest"]
        ],
        applyLabel: "Apply"
      }
    })
  })

  it("gives a select an 'Any' choice, one choice per value with its count, and the picked value", () => {
    const [select] = controls("select")
    if (select?.kind !== "select") throw new Error("expected a select")
    expect(select.anyLabel).toBe("Any Body Type")
    expect(select.choices).toEqual([
      { value: "Sedan", label: "Sedan (12)" },
      { value: "SUV", label: "SUV (30)" }
    ])
    expect(select.value).toBe("Sedan")
    expect(select.form.keep).toEqual([
      ["make", "Kia"],
      ["sortBy", "latest"]
    ])
    const none = facetControls([{ ...body, options: body.options.map((option) => ({ ...option, selected: false })) }], {
      selector: "select",
      action: ACTION,
      query: emptyStockQuery,
      texts: defaultTexts
    })[0]
    expect(none?.kind === "select" ? none.value : null).toBe("")
    expect(none?.kind === "select" ? none.form.keep : null).toEqual([])
  })

  it("defaults a tenant to the menu and refuses an unknown selector", () => {
    expect(exampleTenant().search.facet_selector).toBe("menu")
    expect(Schema.decodeUnknownSync(SearchSettings)({ facet_selector: "dropdown" }).facet_selector).toBe("dropdown")
    expect(() => Schema.decodeUnknownSync(SearchSettings)({ facet_selector: "tabs" })).toThrow()
  })
})
