import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import type { Model } from "./model.ts"
import { findModel, modelPageView } from "./model-page-view.ts"
import { ModelsSettings } from "./settings.ts"

const tiggo: Model = {
  id: 12,
  name: "Tiggo 7 Pro",
  short_description: "A mid-size SUV.",
  image: { url: "/tiggo.png" },
  brochure_url: "/brochures/tiggo-7-pro.pdf",
  model_specifications: [
    { value: "1.5L Turbo", category: "Engine" },
    { value: null, category: "Power" },
    { value: "5", category: "Seats" },
    { value: "FWD", category: "Drive" },
    { value: "5 star", category: "ANCAP" },
    { value: "7.4L/100km", category: "Fuel" }
  ],
  images: [
    { id: 1, image: { url: "/one.jpg" } },
    { id: 2, image: null },
    { id: 3, image: { url: "/three.jpg" } }
  ],
  colours: [{ id: 5, name: "Ceramic White", model_variant_name: "Urban" }],
  variants: [
    { id: 1, name: "Urban", features: ["LED headlights"], price: 39990 },
    { id: 2, name: "Ultimate", full_name: "Tiggo 7 Pro Ultimate", price: null }
  ]
}

const settings = (json: unknown) => decodeOrThrow(ModelsSettings, json, "models settings")
const brand = settings({
  page_layout: "brand",
  driver_assistance_systems: ["Autonomous Emergency Braking"],
  owner_benefits: [{ title: "7-year warranty" }],
  discover_by_model_id: { "12": [{ title: "Omoda 5", href: "/models/omoda-5" }] }
})

describe("findModel", () => {
  it("finds a model by its slug, else null", () => {
    expect(findModel([tiggo], "tiggo-7-pro")?.id).toBe(12)
    expect(findModel([tiggo], "TIGGO-7-PRO")?.id).toBe(12)
    expect(findModel([tiggo, { id: 3, name: "Omoda 5", slug: "omoda5" }], "omoda5")?.id).toBe(3)
    expect(findModel([tiggo], "omoda-5")).toBeNull()
  })
})

describe("modelPageView", () => {
  it("shows every brand section on the brand layout", () => {
    const view = modelPageView(tiggo, brand, defaultTexts)
    expect(view.specs?.items.map((spec) => spec.category)).toEqual(["Engine", "Seats", "Drive", "ANCAP"])
    expect(view.brochure).toEqual({ text: "View full specifications", href: "/brochures/tiggo-7-pro.pdf" })
    expect(view.gallery?.images.map((image) => image.url)).toEqual(["/one.jpg", "/three.jpg"])
    expect(view.driverAssistance?.systems).toEqual(["Autonomous Emergency Braking"])
    expect(view.ownerBenefits?.items).toEqual([{ title: "7-year warranty" }])
    expect(view.discover).toEqual({ heading: "Discover", items: [{ title: "Omoda 5", href: "/models/omoda-5" }] })
  })

  it("shows only the colour picker and variant cards on the plain layout", () => {
    const view = modelPageView(tiggo, settings({ driver_assistance_systems: ["Lane Keep Assist"] }), defaultTexts)
    expect(view).toMatchObject({
      specs: null,
      brochure: null,
      gallery: null,
      driverAssistance: null,
      ownerBenefits: null,
      discover: null
    })
    expect(view.colourPicker.colours).toHaveLength(1)
  })

  it("prices the variant cards and gives each the model's button", () => {
    const view = modelPageView(tiggo, brand, defaultTexts)
    expect(view.variants.map((card) => [card.name, card.priceText, card.action.text])).toEqual([
      ["Urban", "$39,990 driveaway", "Test Drive"],
      ["Ultimate", null, "Test Drive"]
    ])
    expect(view.registerInterest).toBeNull()
    const soon = modelPageView({ ...tiggo, status: "coming_soon" }, brand, defaultTexts)
    expect(soon.variants.every((card) => card.action.href === "#register-interest-form")).toBe(true)
    expect(soon.registerInterest).toMatchObject({
      anchorId: "register-interest-form",
      heading: "Register Interest",
      intro: "Be the first to hear when the Tiggo 7 Pro arrives."
    })
  })

  it("starts the colour picker where the URL says", () => {
    expect(modelPageView(tiggo, brand, defaultTexts, { variant: "2" }).colourPicker.initial).toEqual({
      variantIndex: 1,
      colourIndex: 0
    })
  })
})
