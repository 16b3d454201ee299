import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { carBreadcrumbs, type BreadcrumbContext } from "./breadcrumbs.ts"

const hilux = {
  car_type: "used",
  item_type: "car",
  make: "Toyota",
  model: "Hilux",
  simple_body: "Ute",
  body: "Utility",
  year: 2022,
  badge: "SR5",
  series: "GUN126R"
} as const
const context: BreadcrumbContext = { prefix: "search", configuredModels: ["hilux"], texts: defaultTexts }

describe("carBreadcrumbs", () => {
  it("walks Home, condition, make, model, body type, then the title", () => {
    expect(carBreadcrumbs(hilux, context)).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "Hilux", href: "/search/toyota/hilux" },
      { label: "Ute", href: "/search/used-cars?body=Ute" },
      { label: "2022 Toyota Hilux SR5 GUN126R", href: null }
    ])
  })

  it("leaves the model out when it is not a configured model", () => {
    const labels = carBreadcrumbs(hilux, { ...context, configuredModels: ["RAV4"] }).map((crumb) => crumb.label)
    expect(labels).toEqual(["Home", "Used Cars", "Toyota", "Ute", "2022 Toyota Hilux SR5 GUN126R"])
  })

  it("uses the /used-car prefix on sites that have it", () => {
    const hrefs = carBreadcrumbs(hilux, { ...context, prefix: "used-car" }).map((crumb) => crumb.href)
    expect(hrefs.slice(1, 4)).toEqual(["/used-car/used-cars", "/used-car/toyota", "/used-car/toyota/hilux"])
  })

  it("names the vehicle type with the condition, and skips what the car lacks", () => {
    const caravan = {
      ...hilux,
      car_type: "new",
      item_type: "caravan",
      make: "Jayco",
      model: "Starcraft",
      simple_body: null,
      body: null
    } as const
    expect(carBreadcrumbs(caravan, context).map((crumb) => crumb.label)).toEqual([
      "Home",
      "New Caravans",
      "Jayco",
      "2022 Jayco Starcraft SR5 GUN126R"
    ])
    const unknownCondition = carBreadcrumbs({ ...hilux, car_type: "other" }, context)
    expect(unknownCondition.map((crumb) => crumb.label)).not.toContain("Used Cars")
    expect(unknownCondition.find((crumb) => crumb.label === "Ute")?.href).toBe(
      "/search/new-used-and-demo-cars?body=Ute"
    )
  })

  it("names a caravan or motorcycle in the tenant's words and keeps its links to that kind", () => {
    const motorcycle = {
      ...hilux,
      item_type: "motorcycle",
      make: "Yamaha",
      model: "MT-07",
      simple_body: "Motorcycle",
      body: "Motorcycle"
    } as const
    expect(carBreadcrumbs(motorcycle, { ...context, prefix: "used-car" }).slice(1, 4)).toEqual([
      { label: "Used Motorcycles", href: "/used-car/used-cars?item_type=motorcycle" },
      { label: "Yamaha", href: "/used-car/yamaha" },
      { label: "Motorcycle", href: "/used-car/used-cars?item_type=motorcycle&body=Motorcycle" }
    ])
    const caravan = { ...motorcycle, item_type: "caravan", make: "Jayco", simple_body: "Caravan", body: "Caravan" } as const
    expect(carBreadcrumbs(caravan, { ...context, texts: { ...defaultTexts, vehicleWordCaravans: "RVs" } })[1]).toEqual({
      label: "Used RVs",
      href: "/search/used-cars?item_type=caravan"
    })
    // A car keeps its plain links, whether its feed types it or not.
    expect(carBreadcrumbs({ ...hilux, item_type: null }, context)[1]).toEqual({ label: "Used Cars", href: "/search/used-cars" })
  })
})
