import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { caravanSpecificationRows, feetToMetres } from "./caravan-dimensions.ts"
import { collapsibleList, expandableList } from "./collapsible-list.ts"
import { dealerCommentsView } from "./dealer-comments.ts"
import { carFeatures, featuresListView } from "./features-list.ts"
import { keyInformation, keyInformationGrid } from "./key-information.ts"
import { isStickyBottomBarScrolled, isStickyHeaderShown } from "./sticky-thresholds.ts"

const texts = defaultTexts

describe("caravan specifications", () => {
  it("converts feet to metres", () => {
    expect(feetToMetres(21)).toBe(6.4)
    expect(feetToMetres(8)).toBe(2.44)
  })

  it("lists body sizes in feet and metres and masses in kilograms", () => {
    const rows = caravanSpecificationRows(
      {
        body_width: 8,
        body_length: 21.5,
        tare_weight: 2200,
        axle_type: "Tandem",
        sleeps: 4,
        aggregate_trailer_mass: 2800
      },
      texts
    )
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ["Body Width", "8 ft (2.44 m)"],
      ["Body Length", "21.5 ft (6.55 m)"],
      ["Tare Weight", "2200 kg"],
      ["Axle Type", "Tandem"],
      ["Sleeps", "4"],
      ["ATM", "2800 kg"]
    ])
    expect(caravanSpecificationRows({ sleeps: null, axle_type: " " }, texts)).toEqual([])
    expect(caravanSpecificationRows(null, texts)).toEqual([])
  })
})

describe("collapsible lists", () => {
  it("cut a list and name the toggle for its state", () => {
    expect(collapsibleList([1, 2, 3, 4, 5], 4, false, { more: "More", less: "Less" })).toEqual({
      items: [1, 2, 3, 4],
      hiddenCount: 1,
      toggle: { label: "More", expanded: false }
    })
    expect(collapsibleList([1, 2, 3, 4, 5], 4, true, { more: "More", less: "Less" }).toggle?.label).toBe("Less")
    expect(collapsibleList([1, 2, 3, 4], 4, false, { more: "More", less: "Less" }).toggle).toBeNull()
    expect(expandableList([1, 2], 4, { more: "More", less: "Less" })).toEqual({
      all: [1, 2],
      collapsed: [1, 2],
      toggle: null
    })
  })
})

describe("key information", () => {
  const car = {
    km: 45_120,
    simple_transmission: "Automatic",
    simple_body: "Ute",
    fuel: "Diesel",
    drive: "4x4",
    variant: { enginesize_litres: 2.8, cylinders: 4, induction: "Turbo" },
    stocknum: "T1234",
    rego_expiry: "2027-03-12",
    seats: 0
  }
  const context = { now: new Date("2026-11-22T00:00:00Z"), showUnregistered: false, texts }

  it("lists what the car has, in order, leaving the rest out", () => {
    expect(keyInformation(car, context)).toEqual([
      { label: "Odometer", value: "45,120 km" },
      { label: "Transmission", value: "Automatic" },
      { label: "Body Type", value: "Ute" },
      { label: "Fuel Type", value: "Diesel" },
      { label: "Drive Type", value: "4x4" },
      { label: "Engine", value: "2.8L 4 cyl Turbo" },
      { label: "Stock No.", value: "T1234" },
      { label: "Rego Expiry", value: "Expires on 12/03/2027" }
    ])
  })

  it("shows 4 items, then Show More / Show Less", () => {
    const items = keyInformation(car, context)
    const grid = keyInformationGrid(items, false, texts)
    expect(grid.items).toHaveLength(4)
    expect(grid.toggle).toEqual({ label: "Show More", expanded: false })
    expect(keyInformationGrid(items, true, texts).toggle?.label).toBe("Show Less")
  })
})

describe("features", () => {
  it("reads names from standard equipment, dropping blanks and repeats", () => {
    const car = {
      standardEquipment: ["Cruise Control", " ", { name: "Reversing Camera", category: "Safety" }, "Cruise Control"]
    }
    expect(carFeatures(car)).toEqual(["Cruise Control", "Reversing Camera"])
    expect(carFeatures({})).toEqual([])
  })

  it("shows 8, then Show All / Hide", () => {
    const features = Array.from({ length: 9 }, (_, index) => `Feature ${index}`)
    expect(featuresListView(features, false, texts)).toMatchObject({ hiddenCount: 1, toggle: { label: "Show All" } })
    expect(featuresListView(features, true, texts).toggle?.label).toBe("Hide")
    expect(featuresListView(features.slice(0, 8), false, texts).toggle).toBeNull()
  })
})

describe("dealer comments", () => {
  it("shows the pending text when empty", () => {
    expect(dealerCommentsView({ dealercomments: "  " }, texts)).toMatchObject({
      text: "Dealer comments are pending. Please check back here later.",
      preview: "Dealer comments are pending. Please check back here later.",
      pending: true,
      collapsible: false
    })
  })

  it("collapses to 400 characters with show more and less", () => {
    const long = `${"a".repeat(399)}bcd`
    const view = dealerCommentsView({ dealercomments: long }, texts)
    expect(view.text).toBe(long)
    expect(view.preview).toBe(`${"a".repeat(399)}b…`)
    expect(view).toMatchObject({
      collapsible: true,
      showMore: "Show More",
      showLess: "Show Less",
      title: "Dealer Comments"
    })
    expect(dealerCommentsView({ dealercomments: "x".repeat(400) }, texts).collapsible).toBe(false)
  })

  it("never splits a character made of two code units", () => {
    const view = dealerCommentsView({ dealercomments: "🚗".repeat(401) }, texts)
    expect(view.preview).toBe(`${"🚗".repeat(400)}…`)
  })
})

describe("sticky thresholds", () => {
  it("show the header after 500 px and change the bottom bar after 900 px", () => {
    expect([500, 501].map(isStickyHeaderShown)).toEqual([false, true])
    expect([900, 901].map(isStickyBottomBarScrolled)).toEqual([false, true])
  })
})
