import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { locatedAtAnnouncement } from "./announcement-bar.ts"
import { autoSelectedLocation } from "./location-select.ts"
import { locationsOfType, visibleLocations } from "./location-type-filter.ts"
import { locationsCarouselLayout, locationsSectionHeading } from "./locations-section.ts"
import { MAP_ZOOM, mapZoom } from "./map-zoom.ts"

describe("locationsSectionHeading", () => {
  it("reads N Big Locations for more than one, otherwise Find Us Here", () => {
    expect(locationsSectionHeading(3, defaultTexts)).toBe("3 Big Locations")
    expect(locationsSectionHeading(2, defaultTexts)).toBe("2 Big Locations")
    expect(locationsSectionHeading(1, defaultTexts)).toBe("Find Us Here")
    expect(locationsSectionHeading(0, defaultTexts)).toBe("Find Us Here")
    expect(locationsSectionHeading(5, { ...defaultTexts, locationsHeadingMany: "{count} Metro Locations" })).toBe(
      "5 Metro Locations"
    )
  })
})

describe("locationsCarouselLayout", () => {
  it("hints at swiping with 3 or fewer and widens the cards over 4", () => {
    expect(locationsCarouselLayout(3)).toEqual({ showSwipeHint: true, wide: false })
    expect(locationsCarouselLayout(4)).toEqual({ showSwipeHint: false, wide: false })
    expect(locationsCarouselLayout(5)).toEqual({ showSwipeHint: false, wide: true })
  })
})

describe("locatedAtAnnouncement", () => {
  const locations = [
    { primary: false, address: { city: "Robina" } },
    { primary: true, address: { city: "Southport" } }
  ]

  it("shows Located at {city} with Get Directions to the map when the car is elsewhere", () => {
    expect(locatedAtAnnouncement("Robina", locations, defaultTexts)).toEqual({
      text: "Located at Robina",
      linkText: "Get Directions",
      href: "#vehicle-map"
    })
  })

  it("stays hidden at the primary location's city, or when a city is unknown", () => {
    expect(locatedAtAnnouncement("southport ", locations, defaultTexts)).toBeNull()
    expect(locatedAtAnnouncement(null, locations, defaultTexts)).toBeNull()
    expect(
      locatedAtAnnouncement("Robina", [{ primary: false, address: { city: "Southport" } }], defaultTexts)
    ).toBeNull()
  })
})

describe("location type, visibility and selection", () => {
  const locations = [
    { id: 1, location_type: "sales", visible: true },
    { id: 2, location_type: "service", visible: true },
    { id: 3, location_type: "service-and-parts", visible: false },
    { id: 4, location_type: "other", visible: true }
  ] as const

  it("filters results by location type, counting service-and-parts as both", () => {
    const ids = (type: Parameters<typeof locationsOfType>[1]) => locationsOfType(locations, type).map(({ id }) => id)
    expect(ids("sales")).toEqual([1])
    expect(ids("service")).toEqual([2, 3])
    expect(ids("parts")).toEqual([3])
    expect(ids("other")).toEqual([4])
    expect(visibleLocations(locations).map(({ id }) => id)).toEqual([1, 2, 4])
  })

  it("fills a location select with its only option", () => {
    expect(autoSelectedLocation([{ id: 21 }])).toEqual({ id: 21 })
    expect(autoSelectedLocation([{ id: 21 }, { id: 22 }])).toBeNull()
    expect(autoSelectedLocation([])).toBeNull()
  })
})

describe("mapZoom", () => {
  it("defaults to 10 and caps at 15", () => {
    expect(MAP_ZOOM).toEqual({ default: 10, max: 15 })
    expect(mapZoom()).toBe(10)
    expect(mapZoom(null)).toBe(10)
    expect(mapZoom(Number.NaN)).toBe(10)
    expect(mapZoom(12)).toBe(12)
    expect(mapZoom(18)).toBe(15)
  })
})
