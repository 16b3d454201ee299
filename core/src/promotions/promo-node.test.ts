import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { PromoNode } from "./promo-node.ts"
import { PromotionsSettings } from "./settings.ts"

describe("PromoNode", () => {
  it("fills the defaults: position 0, displayed, not strict", () => {
    expect(decodeOrThrow(PromoNode, { node: "we-want-your-car" }, "promo")).toEqual({
      node: "we-want-your-car",
      position: 0,
      display: true,
      strictDisplay: false
    })
  })

  it("refuses a start or expiry that is not a date-time, and a negative position", () => {
    expect(() => decodeOrThrow(PromoNode, { node: "eofy", expiry: "15 June" }, "promo")).toThrow(/expiry/)
    expect(() => decodeOrThrow(PromoNode, { node: "eofy", position: -1 }, "promo")).toThrow(/position/)
  })

  it("gives the promotions settings the specification's defaults", () => {
    expect(decodeOrThrow(PromotionsSettings, {}, "settings")).toEqual({
      promo_nodes: [],
      promo_slot_positions: [],
      promo_random_offset_max: 0,
      we_want_your_car_href: "/sell-your-car",
      book_service_banner: false,
      group_site_claims: false,
      offers: [],
      sales_counter: false,
      spin_to_win: null
    })
    expect(() => decodeOrThrow(PromotionsSettings, { we_want_your_car_href: "trade-in" }, "settings")).toThrow(
      /we_want_your_car_href/
    )
  })
})
