import { describe, expect, it } from "vitest"
import { isVisibleInSearch } from "./search-visibility.ts"

const context = { now: new Date("2026-11-22T12:00:00Z"), includeSoldCarsDays: 3 }

describe("isVisibleInSearch", () => {
  it("shows available cars unless hidden from the dealer website", () => {
    expect(isVisibleInSearch({ status: "in_stock" }, context)).toBe(true)
    expect(isVisibleInSearch({ status: "coming_soon", show_on_dealer_website: null }, context)).toBe(true)
    expect(isVisibleInSearch({ status: "in_stock", show_on_dealer_website: false }, context)).toBe(false)
  })

  it("shows sold cars only within include_sold_cars_days", () => {
    expect(isVisibleInSearch({ status: "sold", sold_date: "2026-11-20T12:00:00Z" }, context)).toBe(true)
    expect(isVisibleInSearch({ status: "sold", sold_date: "2026-11-19T11:00:00Z" }, context)).toBe(false)
    expect(isVisibleInSearch({ status: "sold", sold_date: "2026-11-19T11:00:00Z" }, { ...context, includeSoldCarsDays: 5 })).toBe(true)
    expect(isVisibleInSearch({ status: "sold" }, context)).toBe(false)
  })

  it("hides statuses it does not know", () => {
    expect(isVisibleInSearch({ status: "other", sold_date: "2026-11-21T00:00:00Z" }, context)).toBe(false)
  })
})
