import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { Manufacturer } from "./manufacturer.ts"
import { Model } from "./model.ts"
import { ModelColour } from "./model-colour.ts"

const tiggo = {
  id: 12,
  name: "Tiggo 7 Pro",
  status: "coming_soon",
  short_description: "A mid-size SUV",
  image: { url: "/models/tiggo-7-pro.png" },
  cloudfront_new_image_url: null,
  brochure_url: "/brochures/tiggo-7-pro.pdf",
  model_specifications: [{ value: "1.6L Turbo", category: "Engine" }],
  images: [{ id: 1, image: { url: "/models/tiggo-7-pro-1.jpg" } }],
  colours: [{ id: 3, name: "Ceramic White", hexCode: "#f4f4f4", oem_id: "wagon", model_variant_name: "Urban" }],
  variants: [
    { id: 5, name: "Urban", full_name: "Tiggo 7 Pro Urban", image: { url: "/v.png" }, features: ["LED lights"] }
  ]
}

describe("Model", () => {
  it("decodes the brand model page's data", () => {
    const model = decodeOrThrow(Model, tiggo, "model")
    expect(model.status).toBe("coming_soon")
    expect(model.variants?.[0]?.features).toEqual(["LED lights"])
    expect(model.colours?.[0]?.oem_id).toBe("wagon")
  })

  it("reads any status other than coming_soon as other", () => {
    expect(decodeOrThrow(Model, { ...tiggo, status: "released" }, "model").status).toBe("other")
  })

  it("refuses a model without a name", () => {
    expect(() => decodeOrThrow(Model, { ...tiggo, name: "" }, "model")).toThrow(/Invalid model/)
  })
})

describe("ModelColour and Manufacturer", () => {
  it("keeps body-style codes the specification does not list", () => {
    expect(decodeOrThrow(ModelColour, { id: 1, name: "Red", oem_id: "cab_chassis" }, "colour").oem_id).toBe(
      "cab_chassis"
    )
  })

  it("decodes a manufacturer with its logo", () => {
    const chery = decodeOrThrow(Manufacturer, { id: 7, name: "Chery", slug: "chery", logo_url: "/chery.svg" }, "m")
    expect(chery).toEqual({ id: 7, name: "Chery", slug: "chery", logo_url: "/chery.svg" })
  })
})
