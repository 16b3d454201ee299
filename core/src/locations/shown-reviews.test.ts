import { describe, expect, it } from "vitest"
import { shownReviews } from "./shown-reviews.ts"

const settings = { reviews_min_rating: 4, reviews_hidden: false }
const rated = (...ratings: number[]) => ratings.map((rating, id) => ({ id, rating }))

describe("shownReviews", () => {
  it("keeps reviews rated at least the minimum, in the order given", () => {
    expect(shownReviews(rated(5, 3, 4, 1, 4.5), settings).map((review) => review.id)).toEqual([0, 2, 4])
  })

  it("follows the tenant's minimum", () => {
    expect(shownReviews(rated(5, 4, 3), { ...settings, reviews_min_rating: 5 }).map((review) => review.id)).toEqual([0])
  })

  it("lists at most 12", () => {
    expect(shownReviews(rated(...Array.from({ length: 20 }, () => 5)), settings)).toHaveLength(12)
  })

  it("lists none when the tenant hides reviews", () => {
    expect(shownReviews(rated(5, 5), { ...settings, reviews_hidden: true })).toEqual([])
  })
})
