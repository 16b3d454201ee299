import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { groupsWithExistingContent, withExistingContent } from "./existing-content-links.ts"
import { siteFrame } from "./site-navigation.ts"

const link = (href: string, current = false) => ({ href, label: href, current })

describe("withExistingContent", () => {
  it("drops links to content the tenant lacks, keeps every other link", () => {
    expect(
      withExistingContent(
        [link("/"), link("/about-us"), link("/news"), link("/pages/owners"), link("https://group.example/about-us")],
        [{ href: "/news" }]
      ).map((entry) => entry.href)
    ).toEqual(["/", "/news", "https://group.example/about-us"])
  })

  it("re-points a dropdown at its first remaining link and drops one left empty", () => {
    const company = { ...link("/about-us"), menu: { id: "company", links: [link("/about-us"), link("/contact-us", true)] } }
    const service = { ...link("/service"), menu: { id: "service", links: [link("/service")] } }
    expect(withExistingContent([company, service], [])).toEqual([
      { href: "/contact-us", label: "/about-us", current: true, menu: { id: "company", links: [link("/contact-us", true)] } }
    ])
  })

  it("drops a footer column left without links", () => {
    const groups = [
      { label: "Service", links: [link("/service")] },
      { label: "Tools", links: [link("/finance"), link("/warranty")] }
    ]
    expect(groupsWithExistingContent(groups, [])).toEqual([{ label: "Tools", links: [link("/finance")] }])
  })
})

describe("the one-brand frame of a tenant without some content", () => {
  it("leaves About Us, News and Servicing out of the header where the tenant has none of them", () => {
    const frame = siteFrame({
      siteName: "Harbour Nissan",
      pathname: "/",
      year: 2026,
      texts: defaultTexts,
      settings: { navigation: "one-brand", menu_open_on: "click", group_site_url: null, brand_tiles: [] },
      contentLinks: [{ href: "/about-us", label: "About Us" }]
    })
    const company = frame.navigation.find((entry) => entry.label === "Company")
    expect(company?.menu?.links.map((entry) => entry.href)).toEqual(["/about-us", "/contact-us"])
    const serviceAndParts = frame.navigation.find((entry) => entry.label === "Service & Parts")
    expect(serviceAndParts?.menu?.links.map((entry) => entry.href)).toEqual(["/vehicle-parts-and-accessories"])
    expect(serviceAndParts?.href).toBe("/vehicle-parts-and-accessories")
  })
})
