import { describe, expect, it } from "vitest"
import { exampleCar, exampleTenant } from "../testing/examples.ts"
import { carDetailView } from "./car-detail-view.ts"

const now = new Date("2026-11-22T00:00:00Z")
const tenant = exampleTenant({ stock: { breadcrumb_models: ["Hilux"], reserve_online: true } })
const images = Array.from({ length: 5 }, (_, index) => ({ image_url: `/${index}.jpg`, thumb_url: `/${index}-t.jpg` }))

describe("carDetailView", () => {
  it("gathers what the vehicle page shows for an available car", () => {
    const car = exampleCar({
      images,
      video_url: "/tour.mp4",
      views: 42,
      rego_expiry: "2027-03-12",
      dealercomments: "x".repeat(450),
      standardEquipment: Array.from({ length: 10 }, (_, index) => `Feature ${index}`),
      spin_images: ["/s1.jpg"],
      autograb_data: { state_average_market_price: 60_000 },
      location: {
        id: 1,
        name: "Metro Toyota",
        address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" }
      }
    })
    const view = carDetailView(car, tenant, now)
    expect(view.available).toBe(true)
    expect(view.soldNotice).toBeNull()
    expect(view.breadcrumbs.map((crumb) => crumb.label)).toEqual([
      "Home",
      "Used Cars",
      "Toyota",
      "Hilux",
      "Ute",
      "2022 Toyota Hilux SR5 GUN126R"
    ])
    expect(view.buttons.map((button) => button.label)).toEqual([
      "Enquire",
      "Get Finance",
      "Trade-in",
      "Book a Test Drive",
      "Reserve Now"
    ])
    expect(view.marketBadge?.detail).toBe("$7,010 below the state average market price")
    expect(view.views).toBe(42)
    expect(view.regoExpiry).toBe("Expires on 12/03/2027")
    expect(view.keyInformation.collapsed).toHaveLength(4)
    expect(view.keyInformation.toggle).toEqual({ more: "Show More", less: "Show Less" })
    expect(view.features.collapsed).toHaveLength(8)
    expect(view.features.all).toHaveLength(10)
    expect(view.features.toggle).toEqual({ more: "Show All", less: "Hide" })
    expect(view.infoTabs.map((tab) => tab.key)).toEqual(["dealer-comments", "reserve-online", "features"])
    expect(view.dealerComments).toMatchObject({ collapsible: true, pending: false })
    expect(view.gallery.showThumbnails).toBe(true)
    expect(view.gallery.slides[1]).toEqual({ kind: "video", url: "/tour.mp4", external: false })
    expect(view.images).toHaveLength(5)
    expect(view.viewer.tabs.find((tab) => tab.selected)?.mode).toBe("spinner")
    expect(view.locationAddress).toBe("1 Main St, Brisbane QLD 4000")
    expect(view.favouriteVisible).toBe(true)
  })

  it("shows the SOLD notice with the vehicle type and only Find Me Something Similar", () => {
    const view = carDetailView(exampleCar({ status: "sold", item_type: "caravan" }), tenant, now)
    expect(view.soldNotice).toBe(
      "Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!"
    )
    expect(view.buttons.map((button) => button.label)).toEqual(["Find Me Something Similar"])
    expect(view.marketBadge).toBeNull()
  })

  it("lists a caravan's specifications in feet and metres", () => {
    const view = carDetailView(exampleCar({ item_type: "caravan", specifications: { body_length: 21 } }), tenant, now)
    expect(view.caravanSpecifications).toEqual([{ key: "body_length", label: "Body Length", value: "21 ft (6.40 m)" }])
  })

  it("opens the viewer on the gallery when the car has no spin", () => {
    const view = carDetailView(exampleCar({ images }), tenant, now)
    expect(view.viewer.tabs.find((tab) => tab.selected)?.mode).toBe("gallery")
    expect(view.dealerComments.text).toBe("Dealer comments are pending. Please check back here later.")
  })
})
