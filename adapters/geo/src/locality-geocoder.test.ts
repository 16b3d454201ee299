import type { DealershipPlace } from "@dealer/core/search"
import { describe, expect, it } from "vitest"
import { createLocalityGeocoder } from "./locality-geocoder.ts"
import { localityName } from "./locality-name.ts"
import { localityTable } from "./locality-table.ts"

const geocoder = createLocalityGeocoder()
const labels = (text: string, dealerships: ReadonlyArray<DealershipPlace> = []) =>
  geocoder.suggest(text, { dealerships }).map((place) => place.label)

describe("postcode to coordinates", () => {
  it.each([
    ["4000", "Brisbane", "QLD", -27.47, 153.02],
    ["2000", "Sydney", "NSW", -33.86, 151.26],
    ["3000", "Melbourne", "VIC", -37.81, 144.98],
    ["0800", "Darwin", "NT", -12.46, 130.84],
    ["6000", "Perth", "WA", -31.95, 115.86],
    ["7000", "Hobart", "TAS", -42.88, 147.31],
    ["2600", "Canberra", "ACT", -35.3, 149.2]
  ])("places %s in %s", (postcode, locality, state, lat, lng) => {
    const result = geocoder.postcodePlace(` ${postcode} `)
    expect(result).toMatchObject({ _tag: "Success", success: { postcode, locality, state } })
    if (result._tag === "Success") {
      expect(result.success.lat).toBeCloseTo(lat, 1)
      expect(result.success.lng).toBeCloseTo(lng, 1)
    }
  })

  it.each(["9998", "0000", "400", "40000", "abcd", "", "4000\u0000"])(
    "answers Invalid postcode for %j",
    async (postcode) => {
      expect(await geocoder.geocodePostcode(postcode)).toMatchObject({
        _tag: "Failure",
        failure: { code: "invalid_postcode" }
      })
    }
  )
})

describe("place suggestions", () => {
  const metroToyota: DealershipPlace = {
    name: "Metro Toyota Springwood",
    locationId: 11,
    dealershipId: 101,
    slug: "metro-toyota-springwood",
    lat: -27.61,
    lng: 153.13
  }
  const coastalKia: DealershipPlace = {
    name: "Coastal Kia Southport",
    locationId: 21,
    dealershipId: 201,
    slug: null,
    lat: -27.97,
    lng: 153.4
  }

  it("finds a city by its first letters, the city before its suburbs and postal facilities", () => {
    expect(labels("bris")[0]).toBe("Brisbane QLD 4000")
    expect(labels("syd")[0]).toBe("Sydney NSW 2000")
    expect(labels("melb")[0]).toBe("Melbourne VIC 3000")
    expect(labels("brisbane")).not.toContain("Brisbane GPO QLD 4001")
  })

  it("puts the whole name before names that start with it, and those before later words", () => {
    const spring = labels("spring hill")
    expect(spring.slice(0, 2).every((label) => label.startsWith("Spring Hill "))).toBe(true)
    expect(labels("hill").every((label) => /\bHill/.test(label))).toBe(true)
  })

  it("lists the same name in each state", () => {
    const richmond = labels("richmond")
    expect(richmond.filter((label) => label.startsWith("Richmond ")).map((label) => label.split(" ")[1])).toEqual(
      expect.arrayContaining(["NSW", "VIC", "QLD"])
    )
  })

  it("lists postcodes from the digits typed, and narrows names by a postcode", () => {
    expect(labels("400")[0]).toBe("Brisbane QLD 4000")
    expect(labels("4000")).toEqual(["Brisbane QLD 4000"])
    expect(geocoder.suggest("400").every((place) => place.kind === "postcode")).toBe(true)
    expect(labels("richmond 3")[0]).toBe("Richmond VIC 3121")
    expect(labels("richmond 3").every((label) => / 3\d{3}$/.test(label))).toBe(true)
  })

  it("offers the tenant's dealerships by any word of their name, before suburbs", () => {
    expect(labels("toyota", [metroToyota, coastalKia])).toEqual(["Metro Toyota Springwood"])
    expect(labels("southport", [metroToyota, coastalKia])[0]).toBe("Southport QLD 4215")
    expect(labels("kia south", [metroToyota, coastalKia])).toEqual(["Coastal Kia Southport"])
    expect(labels("coastal", [metroToyota, coastalKia])[0]).toBe("Coastal Kia Southport")
    const spring = geocoder.suggest("springwood", { dealerships: [metroToyota] })
    expect(spring.find((place) => place.kind === "dealership")).toMatchObject({ dealership: { locationId: 11 } })
  })

  it("gives at most five suggestions by default, and none for nothing useful", () => {
    expect(labels("b")).toHaveLength(5)
    expect(geocoder.suggest("b", { limit: 2 })).toHaveLength(2)
    expect(labels("")).toEqual([])
    expect(labels("🚗 !!")).toEqual([])
    expect(labels("zzzzqx")).toEqual([])
    expect(labels("12345")).toEqual([])
  })

  it("matches accents and case loosely", () => {
    expect(labels("BRISBANE")[0]).toBe("Brisbane QLD 4000")
    expect(labels("brísbane")[0]).toBe("Brisbane QLD 4000")
  })
})

describe("the compact locality table", () => {
  it("tidies names and drops rows it cannot place", () => {
    expect(localityName("SPRING HILL")).toBe("Spring Hill")
    expect(localityName("O’CONNOR")).toBe("O’Connor")
    expect(localityName("Australian National University")).toBe("Australian National University")
    const table = localityTable([
      { postcode: "4000", locality: "BRISBANE", state: "qld", lat: -27.47, long: 153.02, type: "Delivery Area" },
      { postcode: "40", locality: "NOWHERE", state: "QLD", lat: 0, long: 0 },
      { postcode: "4001", locality: "BRISBANE GPO", state: "QLD", lat: Number.NaN, long: 153 }
    ])
    expect(table.size).toBe(1)
    expect([table.name[0], table.state[0], table.kind[0]]).toEqual(["Brisbane", "QLD", 2])
  })
})
