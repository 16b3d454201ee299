import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { StorageSettings } from "./settings.ts"
import { storageKey, storageKeyNames } from "./storage-keys.ts"

describe("storageKey", () => {
  it("prefixes each entry with the dealership slug", () => {
    expect(storageKeyNames.map((name) => storageKey("acme-motors", name))).toEqual([
      "acme-motors:FavouritedCars",
      "acme-motors:EnquireCar",
      "acme-motors:ViewCar",
      "acme-motors:PriceDisplay",
      "acme-motors:TradeInValuation",
      "acme-motors:SearchHistory",
      "acme-motors:SuccessCategory",
      "acme-motors:UserDetails"
    ])
  })

  it("refuses a blank slug, which would share entries between sites", () => {
    expect(() => storageKey(" ", "ViewCar")).toThrow(RangeError)
  })

  it("stores favourites by default", () => {
    expect(decodeOrThrow(StorageSettings, {}, "storage settings")).toEqual({ store_favourites: true })
  })
})
