import { describe, expect, it } from "vitest"
import { isFavouriteVisible, isWatchlistSaveVisible } from "./favourite-visibility.ts"

const car = {
  status: "in_stock",
  price: 30_000,
  offer_price: null,
  car_type: "used",
  images: [{ image_url: "/a.jpg" }],
  primary_image_url: null
} as const
const on = { favourites_enabled: true, favourites_used_listed_only: false }
const strict = { ...on, favourites_used_listed_only: true }

describe("isFavouriteVisible", () => {
  it("shows for a purchasable car where favourites are stored", () => {
    expect(isFavouriteVisible(car, on)).toBe(true)
    expect(isFavouriteVisible({ ...car, status: "coming_soon", car_type: "new", price: 0 }, on)).toBe(true)
  })

  it("hides for a car that is not purchasable, or when favourites are off", () => {
    expect(isFavouriteVisible({ ...car, status: "sold" }, on)).toBe(false)
    expect(isFavouriteVisible(car, { ...on, favourites_enabled: false })).toBe(false)
  })

  it("on the one-tenant variant also hides unpriced, photo-less and non-used cars", () => {
    expect(isFavouriteVisible(car, strict)).toBe(true)
    expect(isFavouriteVisible({ ...car, price: 0 }, strict)).toBe(false)
    expect(isFavouriteVisible({ ...car, price: -5 }, strict)).toBe(false)
    expect(isFavouriteVisible({ ...car, images: [] }, strict)).toBe(false)
    expect(isFavouriteVisible({ ...car, images: [], primary_image_url: "/p.jpg" }, strict)).toBe(true)
    expect(isFavouriteVisible({ ...car, car_type: "demo" }, strict)).toBe(false)
  })
})

describe("isWatchlistSaveVisible", () => {
  it("hides the save control for a sold car that is not already saved", () => {
    expect(isWatchlistSaveVisible({ status: "sold" }, false)).toBe(false)
    expect(isWatchlistSaveVisible({ status: "sold" }, true)).toBe(true)
    expect(isWatchlistSaveVisible({ status: "in_stock" }, false)).toBe(true)
  })
})
