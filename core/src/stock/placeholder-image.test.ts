import { describe, expect, it } from "vitest"
import { cardImageUrl, carPhotoUrl, PLACEHOLDER_SHAPES, placeholderImageUrl, placeholderShape } from "./placeholder-image.ts"

const vehicle = (item_type: string | null, simple_body: string | null, body: string | null = null) => ({ item_type, simple_body, body })

describe("placeholderShape", () => {
  it("draws a motorcycle and a caravan by their kind, whatever their body says", () => {
    expect(placeholderShape(vehicle("motorcycle", "Motorcycle"))).toBe("motorcycle")
    expect(placeholderShape(vehicle("motorcycle", null))).toBe("motorcycle")
    expect(placeholderShape(vehicle("Motorcycle", "Naked", "Sports"))).toBe("motorcycle")
    expect(placeholderShape(vehicle("caravan", "Caravan"))).toBe("caravan")
    expect(placeholderShape(vehicle("caravan", "Van"))).toBe("caravan")
    expect(placeholderShape(vehicle("camper", null))).toBe("caravan")
  })

  it("draws a car by its body, read by its telling words", () => {
    const shapes = ["Hatch", "Sedan", "SUV", "Ute", "Van", "Wagon", "Cab Chassis", "People Mover", "Coupe", "Station Wagon", "Hatchback"].map(
      (body) => placeholderShape(vehicle("car", body))
    )
    expect(shapes).toEqual(["hatch", "sedan", "suv", "ute", "van", "wagon", "ute", "van", "sedan", "wagon", "hatch"])
    // The feed's detailed body when the simple one is missing; a motorcycle body on an untyped feed.
    expect(placeholderShape(vehicle(null, null, "Utility"))).toBe("ute")
    expect(placeholderShape(vehicle(null, "Motorcycle"))).toBe("motorcycle")
    expect(placeholderShape(vehicle("", "Caravan"))).toBe("caravan")
    expect(placeholderShape(vehicle("motorhome", null))).toBe("van")
  })

  it("draws a car of unknown body as a sedan and any other unknown kind as a plain vehicle, never a car", () => {
    expect(placeholderShape(vehicle("car", "Something"))).toBe("sedan")
    expect(placeholderShape(vehicle(null, null))).toBe("sedan")
    expect(placeholderShape(vehicle("truck", null))).toBe("vehicle")
    expect(placeholderShape(vehicle("boat", "Runabout"))).toBe("vehicle")
  })

  it("only names shapes the site has pictures of", () => {
    const bodies = [null, "Hatch", "SUV", "Motorcycle", "Caravan", "Bus", "Runabout", "Roadster", "Cab Chassis"]
    const kinds = [null, "car", "motorcycle", "caravan", "truck", "camper"]
    for (const kind of kinds) for (const body of bodies) expect(PLACEHOLDER_SHAPES).toContain(placeholderShape(vehicle(kind, body)))
  })
})

describe("placeholderImageUrl and cardImageUrl", () => {
  const bike = { ...vehicle("motorcycle", "Motorcycle"), colour: "Metallic Phantom Blue", primary_image_url: null, images: [] }

  it("paints the placeholder in the vehicle's colour", () => {
    expect(placeholderImageUrl(bike)).toBe("/images/placeholder/motorcycle.svg?colour=Metallic%20Phantom%20Blue")
    expect(placeholderImageUrl({ ...bike, colour: " " })).toBe("/images/placeholder/motorcycle.svg")
  })

  it("prefers the vehicle's photo, the primary one first, and falls back to the placeholder", () => {
    expect(cardImageUrl(bike)).toBe(placeholderImageUrl(bike))
    expect(carPhotoUrl(bike)).toBeNull()
    expect(cardImageUrl({ ...bike, images: [{ image_url: "/b.jpg", thumb_url: null }] })).toBe("/b.jpg")
    expect(cardImageUrl({ ...bike, primary_image_url: "/a.jpg", images: [{ image_url: "/b.jpg", thumb_url: null }] })).toBe("/a.jpg")
    expect(cardImageUrl({ ...bike, primary_image_url: "" })).toBe(placeholderImageUrl(bike))
  })
})
