import { describe, expect, it } from "vitest"
import { checkoutOffered } from "./checkout-offered.ts"

describe("checkoutOffered", () => {
  it("offers Reserve Online only where the tenant reserves online", () => {
    expect(checkoutOffered("reserve", { reserve_online: true, online_purchase: "off" })).toBe(true)
    expect(checkoutOffered("reserve", { reserve_online: false, online_purchase: "all" })).toBe(false)
  })

  it("offers Buy Online wherever the tenant sells some car online", () => {
    expect(checkoutOffered("online-purchase", { reserve_online: true, online_purchase: "off" })).toBe(false)
    expect(checkoutOffered("online-purchase", { reserve_online: false, online_purchase: "all" })).toBe(true)
    expect(checkoutOffered("online-purchase", { reserve_online: false, online_purchase: "used-or-makes" })).toBe(true)
  })
})
