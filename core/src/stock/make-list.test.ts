import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { makeList, makeModelList, type MakeListContext } from "./make-list.ts"

const names =
  "Volvo Audi BMW Chery Ford Honda Hyundai Isuzu Jeep Kia Lexus Mazda MG Nissan Subaru Suzuki Tesla Toyota Volkswagen Mitsubishi Ram Skoda GWM".split(
    " "
  )
const makes = names.map((label) => ({ label, count: 1 }))
const standard: MakeListContext = { variant: "standard", popularMakes: [], expanded: false, texts: defaultTexts }
const labels = (list: ReadonlyArray<{ label: string }>) => list.map((make) => make.label)

describe("makeList", () => {
  it("shows the first 7 makes alphabetically, then Show all makes", () => {
    const view = makeList(makes, standard)
    expect(labels(view.makes)).toEqual(["Audi", "BMW", "Chery", "Ford", "GWM", "Honda", "Hyundai"])
    expect(view.toggle).toEqual({ label: "Show all makes", expanded: false })
    expect(view.allMakesLink).toBeNull()
  })

  it("shows every make with Hide extra makes when expanded", () => {
    const view = makeList(makes, { ...standard, expanded: true })
    expect(view.makes).toHaveLength(names.length)
    expect(view.toggle).toEqual({ label: "Hide extra makes", expanded: true })
  })

  it("needs no toggle when 7 or fewer makes", () => {
    expect(makeList(makes.slice(0, 7), standard).toggle).toBeNull()
  })

  it("lists the site's popular makes first on the popular variant", () => {
    const popular = {
      ...standard,
      variant: "popular" as const,
      popularMakes: [
        "Toyota",
        "mazda",
        "Kia",
        "Ford",
        "Hyundai",
        "Mitsubishi",
        "Nissan",
        "Isuzu",
        "MG",
        "Subaru",
        "Toyota",
        "Holden"
      ]
    }
    const view = makeList(makes, popular)
    expect(labels(view.makes)).toEqual([
      "Toyota",
      "Mazda",
      "Kia",
      "Ford",
      "Hyundai",
      "Mitsubishi",
      "Nissan",
      "Isuzu",
      "MG",
      "Subaru"
    ])
    expect(view.toggle?.label).toBe("Show all makes")
    const expanded = makeList(makes, { ...popular, expanded: true })
    expect(expanded.makes).toHaveLength(names.length)
    expect(labels(expanded.makes).slice(10, 12)).toEqual(["Audi", "BMW"])
  })

  it("shows the first 20 makes then All Makes on that variant", () => {
    const view = makeList(makes, { ...standard, variant: "all-makes-link" })
    expect(view.makes).toHaveLength(20)
    expect(view.toggle).toBeNull()
    expect(view.allMakesLink).toEqual({ label: "All Makes", href: "/brands" })
    expect(makeList(makes.slice(0, 20), { ...standard, variant: "all-makes-link" }).allMakesLink).toBeNull()
  })
})

describe("makeModelList", () => {
  it("lists up to 30 models alphabetically", () => {
    const models = Array.from({ length: 40 }, (_, index) => ({ label: `Model ${String(40 - index).padStart(2, "0")}` }))
    const list = makeModelList(models)
    expect(list).toHaveLength(30)
    expect(list[0]?.label).toBe("Model 01")
    expect(list.at(-1)?.label).toBe("Model 30")
  })
})
