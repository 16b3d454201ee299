import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { homePromotions } from "./home-promotions.ts"
import { Offer } from "./offer.ts"
import { offerPage } from "./offer-page.ts"
import { eofyPromoWindow, stocktakeSalePromoWindow } from "./promo-schedule.ts"
import { nextSlideIndex, promoSlider } from "./promo-slider.ts"

const offer = (input: Record<string, unknown>) => decodeOrThrow(Offer, input, "offer")
const eofy = offer({ id: "eofy-sale", title: "EOFY Sale", ...eofyPromoWindow })
const stocktake = offer({ id: "stocktake-sale", title: "Stocktake Sale", summary: "Everything must go", ...stocktakeSalePromoWindow })
const always = offer({ id: "service-special", title: "Service Special", cta_href: "/service", cta_label: "Book Now" })
const hidden = offer({ id: "hidden", title: "Hidden", display: false })

describe("promo slider", () => {
  it("shows only the offers running at the instant, in Brisbane time", () => {
    const beforeEofyEnds = new Date("2025-06-15T15:59:59+10:00")
    const inStocktake = new Date("2025-07-24T23:59:59+10:00")
    const afterStocktake = new Date("2025-07-25T00:00:00+10:00")
    const ids = (now: Date) => promoSlider([eofy, stocktake, always, hidden], now, defaultTexts)?.slides.map((slide) => slide.id)
    expect(ids(beforeEofyEnds)).toEqual(["eofy-sale", "service-special"])
    expect(ids(inStocktake)).toEqual(["stocktake-sale", "service-special"])
    expect(ids(afterStocktake)).toEqual(["service-special"])
  })

  it("labels each slide, links it to its offer page and offers controls only for several slides", () => {
    const slider = promoSlider([stocktake, always], new Date("2025-07-10T00:00:00+10:00"), defaultTexts)
    expect(slider?.slides[1]).toEqual({
      id: "service-special",
      title: "Service Special",
      summary: "",
      href: "/offers/service-special",
      linkText: "View Offer",
      label: "2 of 2",
      image: null
    })
    expect(slider?.controls).toBe(true)
    expect(promoSlider([always], new Date(), defaultTexts)?.controls).toBe(false)
    expect(promoSlider([eofy, hidden], new Date("2026-01-01T00:00:00Z"), defaultTexts)).toBeNull()
  })

  it("shows each slide's 1920 by 540 artwork where the offer has one", () => {
    const art = offer({ id: "art", title: "Art", image: "/promos/art.svg", image_alt: "A red ute on a beach" })
    expect(promoSlider([art], new Date(), defaultTexts)?.slides[0]?.image).toEqual({ src: "/promos/art.svg", alt: "A red ute on a beach" })
  })

  it("wraps at both ends", () => {
    expect(nextSlideIndex(2, 3, 1)).toBe(0)
    expect(nextSlideIndex(0, 3, -1)).toBe(2)
    expect(nextSlideIndex(1, 3, 1)).toBe(2)
    expect(nextSlideIndex(0, 0, 1)).toBe(0)
  })
})

describe("offer page", () => {
  it("shows a running offer with its last day in Brisbane", () => {
    const page = offerPage([stocktake], "stocktake-sale", new Date("2025-07-10T00:00:00+10:00"), defaultTexts)
    expect(page).toEqual({
      title: "Stocktake Sale",
      summary: "Everything must go",
      body: [],
      validUntil: "Offer valid until 24 July 2025",
      cta: null
    })
    expect(offerPage([eofy], "eofy-sale", new Date("2025-06-01T00:00:00+10:00"), defaultTexts)?.validUntil).toBe(
      "Offer valid until 15 June 2025"
    )
    expect(offerPage([always], "service-special", new Date(), defaultTexts)?.cta).toEqual({ href: "/service", label: "Book Now" })
  })

  it("has no page for an expired, switched-off or unknown offer", () => {
    const now = new Date("2025-07-25T00:00:00+10:00")
    expect(offerPage([stocktake], "stocktake-sale", now, defaultTexts)).toBeNull()
    expect(offerPage([hidden], "hidden", now, defaultTexts)).toBeNull()
    expect(offerPage([always], "nope", now, defaultTexts)).toBeNull()
  })

  it("refuses a script address as the offer's button link", () => {
    expect(() => offer({ id: "bad", title: "Bad", cta_href: "javascript:alert(1)" })).toThrow()
    expect(() => offer({ id: "bad", title: "Bad", cta_href: "//evil.example" })).toThrow()
  })
})

describe("home promotions", () => {
  it("gathers the slider, the service banner, the feature tiles and the sales counter", () => {
    const now = new Date("2025-06-02T02:00:00Z")
    const service = { service: { sections: [] } }
    const home = homePromotions({ offers: [always], book_service_banner: true, sales_counter: true }, now, defaultTexts, service)
    expect(home.slider?.slides).toHaveLength(1)
    expect(home.bookService?.href).toBe("/service#service-booking")
    expect(home.featureTiles[1]?.href).toBe("/service#service-booking")
    expect(home.featureTiles.map((tile) => tile.key)).toEqual(["latest-offers", "book-service", "sell-your-car"])
    expect(home.salesCounter).toEqual({ count: 96, text: "96 cars sold today", refreshMs: 150_000 })
    const plain = homePromotions({ offers: [], book_service_banner: false, sales_counter: false }, now, defaultTexts, {})
    expect([plain.slider, plain.bookService, plain.salesCounter]).toEqual([null, null, null])
    // Without a service page, Book Service leads to the enquiry form.
    expect(plain.featureTiles[1]?.href).toBe("/contact")
  })
})
