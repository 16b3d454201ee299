import { describe, expect, it } from "vitest"
import { StockSettings } from "./settings.ts"
import { Schema } from "effect"
import { defaultTexts, resolveTexts } from "../tenant/texts.ts"
import { exampleCar } from "../testing/examples.ts"
import { stickyBottomBar, type StickyBottomBarContext } from "./sticky-bottom-bar.ts"
import { isStickyBottomBarScrolled } from "./sticky-thresholds.ts"

const settings: StickyBottomBarContext["settings"] = {
  sticky_bottom_bar: true,
  instant_message_href: null,
  reserve_online: true,
  reserve_path: "checkout"
}
const context: StickyBottomBarContext = { settings, phone: "07 5550 2022", texts: defaultTexts }
const car = exampleCar({ slug: "2024-kia-ev6-k1", status: "in_stock", reserved: false, sold: null, preorder: null, price: 59990 })
const labels = (subject = car, given: StickyBottomBarContext = context) =>
  stickyBottomBar(subject, given)?.buttons.map((button) => button.label) ?? null

describe("stickyBottomBar", () => {
  it("is absent on a tenant without the bar", () => {
    expect(stickyBottomBar(car, { ...context, settings: { ...settings, sticky_bottom_bar: false } })).toBeNull()
    // Off unless the tenant asks for it.
    expect(Schema.decodeUnknownSync(StockSettings)({}).sticky_bottom_bar).toBe(false)
  })

  it("offers Reserve Car Now, Enquire Now and Call Now for a car that may be reserved", () => {
    const bar = stickyBottomBar(car, context)
    expect(bar?.label).toBe("Quick actions")
    expect(bar?.buttons).toEqual([
      { kind: "reserve", label: "Reserve Car Now", href: "/cars/2024-kia-ev6-k1/checkout" },
      { kind: "enquire", label: "Enquire Now", href: "/cars/2024-kia-ev6-k1#enquire" },
      { kind: "call", label: "Call Now", href: "tel:0755502022" }
    ])
  })

  it("leaves out Reserve Car Now where the tenant or the car does not allow a reservation", () => {
    expect(labels(car, { ...context, settings: { ...settings, reserve_online: false } })).toEqual(["Enquire Now", "Call Now"])
    expect(labels({ ...car, reserved: true })).toEqual(["Enquire Now", "Call Now"])
    expect(labels({ ...car, status: "coming_soon" })).toEqual(["Enquire Now", "Call Now"])
    expect(stickyBottomBar(car, { ...context, settings: { ...settings, reserve_path: "buy-online" } })?.buttons[0]?.href).toBe(
      "/cars/2024-kia-ev6-k1/buy-online"
    )
  })

  it("offers Instant Message in place of Enquire Now where the tenant gives a messaging link", () => {
    const messaging = { ...context, settings: { ...settings, instant_message_href: "sms:0412345678" } }
    expect(stickyBottomBar(car, messaging)?.buttons[1]).toEqual({
      kind: "instant-message",
      label: "Instant Message",
      href: "sms:0412345678"
    })
  })

  it("has no Call Now without a number", () => {
    expect(labels(car, { ...context, phone: null })).toEqual(["Reserve Car Now", "Enquire Now"])
  })

  it("offers only Find Me Something Similar for a sold car, as its sidebar does", () => {
    expect(labels({ ...car, status: "sold" })).toEqual(["Find Me Something Similar"])
    expect(stickyBottomBar({ ...car, status: "sold" }, context)?.buttons[0]?.href).toBe("/cars/2024-kia-ev6-k1#find-similar")
  })

  it("uses the tenant's words", () => {
    const texts = resolveTexts({ stickyBarCall: "Ring us" })
    expect(labels(car, { ...context, texts })).toContain("Ring us")
  })

  it("takes only a chat page or an SMS number as the messaging link", () => {
    const decode = (href: unknown) => Schema.decodeUnknownSync(StockSettings)({ instant_message_href: href })
    expect(decode("https://m.me/coastalkia").instant_message_href).toBe("https://m.me/coastalkia")
    expect(decode("sms:0412345678").instant_message_href).toBe("sms:0412345678")
    expect(() => decode("javascript:alert(1)")).toThrow()
  })

  it("shows once the shopper has scrolled past 900 px", () => {
    expect(isStickyBottomBarScrolled(900)).toBe(false)
    expect(isStickyBottomBarScrolled(901)).toBe(true)
  })
})
