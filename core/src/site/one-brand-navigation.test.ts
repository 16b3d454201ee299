import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { DEFAULT_HEADER_LINKS } from "./header-links.ts"
import { oneBrandNavigation } from "./one-brand-navigation.ts"
import { siteFrame } from "./site-navigation.ts"

const models = [{ name: "Sportage" }, { name: "EV6", slug: "ev6-gt-line" }]

const settings = {
  navigation: "one-brand" as const,
  menu_open_on: "hover" as const,
  group_site_url: "https://group.example/",
  brand_tiles: [],
  header_links: DEFAULT_HEADER_LINKS
}

describe("oneBrandNavigation", () => {
  const nav = (pathname = "/") => oneBrandNavigation({ pathname, make: "Kia", models, settings, texts: defaultTexts })

  it("gives the spec's header: Home, Models, Stock, Finance, Service & Parts, Company", () => {
    const { navigation } = nav()
    expect(navigation.map((item) => [item.label, item.menu?.links.map((link) => link.label) ?? null])).toEqual([
      ["Home", null],
      ["Models", ["Sportage", "EV6"]],
      ["Stock", ["New Cars", "Demo Cars", "Used Cars", "All Stock"]],
      ["Finance", null],
      ["Service & Parts", ["Servicing", "Parts and Accessories"]],
      ["Company", ["About Us", "News", "Contact Us"]]
    ])
    expect(navigation[1]?.menu?.links.map((link) => link.href)).toEqual(["/models/sportage", "/models/ev6-gt-line"])
  })

  it("leads Finance, in the header and the footer, to the tenant's finance link", () => {
    const finance = (financeLink?: string) => {
      const { navigation, footerGroups } = oneBrandNavigation({
        pathname: "/",
        make: "Kia",
        models,
        settings,
        texts: defaultTexts,
        ...(financeLink === undefined ? {} : { financeLink })
      })
      const header = navigation.find((item) => item.label === "Finance")?.href
      const footer = footerGroups[1]?.links.find((link) => link.label === "Finance")?.href
      return [header, footer]
    }
    expect(finance()).toEqual(["/finance", "/finance"])
    expect(finance("/apply-for-finance")).toEqual(["/apply-for-finance", "/apply-for-finance"])
    expect(finance("/finance-enquiry#finance-form")).toEqual(["/finance-enquiry", "/finance-enquiry"])
  })

  it("gives the spec's footer, the group's pages on the group's site", () => {
    const { footerGroups } = nav()
    expect(footerGroups.map((group) => [group.label, group.links.map((link) => link.label)])).toEqual([
      ["Models", ["Sportage", "EV6"]],
      ["Buyer Tools", ["Our Stock", "Finance", "Trade In", "Test Drive", "Owners Benefits"]],
      ["Service & Parts", ["Servicing", "Parts and Accessories"]],
      ["Dealer Group", ["About", "News", "Contact", "Terms", "Privacy"]]
    ])
    expect(footerGroups[3]?.links[0]?.href).toBe("https://group.example/about-us")
    // Owners Benefits is the tenant's owners page, dropped where it has none.
    expect(footerGroups[1]?.links[4]?.href).toBe("/pages/owners")
  })

  it("links the make's stock from Models while the site has no model pages", () => {
    const { navigation } = oneBrandNavigation({ pathname: "/", make: "Kia", models: [], settings, texts: defaultTexts })
    expect(navigation[1]?.menu?.links).toEqual([{ href: "/search/kia", label: "Models", current: false }])
  })

  it("marks the dropdown holding the page being shown", () => {
    const stock = nav("/search/used-cars").navigation[2]
    expect(stock?.current).toBe(true)
    expect(stock?.menu?.links.filter((link) => link.current).map((link) => link.href)).toEqual(["/search/used-cars"])
  })
})

describe("siteFrame with site settings", () => {
  const frame = (extra: object) =>
    siteFrame({ siteName: "Coastal Kia", pathname: "/", year: 2026, texts: defaultTexts, make: "Kia", models, ...extra })

  it("keeps the platform's navigation, with no dropdowns, when the tenant configures none", () => {
    const plain = frame({})
    expect(plain.navigation.map((link) => link.label)).toEqual([
      "Our Stock",
      "Special Offers",
      "Finance",
      "Trade In",
      "Service",
      "Contact Us"
    ])
    expect(plain.navigation.some((link) => link.menu)).toBe(false)
    expect(plain.footerGroups).toEqual([])
    expect(plain.brandMenu).toBeNull()
    expect(plain.menuOpenOn).toBe("click")
    expect(frame({ settings: { ...settings, navigation: "default" } }).navigation).toEqual(plain.navigation)
  })

  it("shows the one-brand navigation and its dropdown mode where configured", () => {
    const view = frame({ settings })
    expect(view.navigation[0]?.label).toBe("Home")
    expect(view.footerGroups).toHaveLength(4)
    expect(view.menuOpenOn).toBe("hover")
  })

  it("adds the brand mega-menu on a site with brand tiles", () => {
    const view = frame({
      settings: {
        ...settings,
        navigation: "default",
        brand_tiles: [{ title: "Kia", slug: "kia", logo_src: "", kind: "car" }]
      }
    })
    expect(view.brandMenu).toEqual({
      id: "brands",
      label: "Our Brands",
      tiles: [{ title: "Kia", href: "/kia/overview", external: false, logoSrc: null, monogram: "K" }],
      allBrands: { href: "/brands", label: "View All Brands", current: false },
      externalNote: "(opens the brand's own site)"
    })
  })
})
