import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { DEFAULT_HEADER_LINKS } from "./header-links.ts"
import { siteFrame } from "./site-navigation.ts"

const settings = { navigation: "default" as const, menu_open_on: "click" as const, group_site_url: null, brand_tiles: [] }

describe("siteFrame", () => {
  const frame = (pathname: string, extra: Partial<Parameters<typeof siteFrame>[0]> = {}) =>
    siteFrame({ siteName: "Coastal Kia", pathname, year: 2026, texts: defaultTexts, ...extra })

  it("links stock, special offers, finance, trade-in, service and contact in that order by default", () => {
    expect(frame("/").navigation.map((link) => [link.label, link.href])).toEqual([
      ["Our Stock", "/search/new-used-and-demo-cars"],
      ["Special Offers", "/special-offers"],
      ["Finance", "/finance"],
      ["Trade In", "/trade-in"],
      ["Service", "/contact"],
      ["Contact Us", "/contact-us"]
    ])
  })

  it("leads Finance and Service where the tenant has them", () => {
    const view = frame("/", { financeLink: "/finance-enquiry#finance-form", serviceHref: "/service" })
    expect(view.navigation.map((link) => link.href)).toContain("/finance-enquiry")
    expect(view.navigation.map((link) => link.href)).toContain("/service")
  })

  it("shows the links the tenant lists, in its order, from its settings", () => {
    const view = frame("/", { settings: { ...settings, header_links: ["stock", "contact", "favourites", "stock"] } })
    expect(view.navigation.map((link) => link.label)).toEqual(["Our Stock", "Contact Us", "Favourites"])
    expect(frame("/", { settings: { ...settings, header_links: DEFAULT_HEADER_LINKS } }).navigation).toEqual(frame("/").navigation)
  })

  it("marks the page being shown, and any search page as the stock section", () => {
    expect(frame("/trade-in").navigation.filter((link) => link.current).map((link) => link.href)).toEqual(["/trade-in"])
    expect(frame("/search/used-cars").navigation[0]?.current).toBe(true)
    expect(frame("/used-car/toyota").navigation[0]?.current).toBe(true)
    expect(frame("/").navigation.some((link) => link.current)).toBe(false)
  })

  it("shows the dealer's number as a call link that names the dealer", () => {
    expect(frame("/").phone).toBeNull()
    expect(frame("/", { phone: { number: "07 5550 2021", telHref: "tel:0755502021" } }).phone).toEqual({
      number: "07 5550 2021",
      telHref: "tel:0755502021",
      label: "Call Coastal Kia on 07 5550 2021"
    })
  })

  it("lists the saved-cars pages in the footer, and privacy, terms and the sitemap beside the copyright", () => {
    const view = frame("/privacy-policy")
    expect(view.footerLinks.map((link) => link.href)).toEqual(["/dealer-locator", "/favourites", "/compare", "/watchlist"])
    expect(view.legalLinks.map((link) => [link.label, link.href, link.current])).toEqual([
      ["Privacy Policy", "/privacy-policy", true],
      ["Terms and Conditions", "/terms-and-conditions", false],
      ["Sitemap", "/sitemap.xml", false]
    ])
  })

  it("takes every label from the texts, so a tenant can reword them", () => {
    const view = frame("/", { texts: { ...defaultTexts, frameNavContact: "Get in Touch", frameMenuButton: "Browse" } })
    expect(view.navigation[5]?.label).toBe("Get in Touch")
    expect(view.menuButtonLabel).toBe("Browse")
    expect(view.copyright).toBe("© 2026 Coastal Kia. All rights reserved.")
  })
})
