import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import type { SiteNavLink } from "./one-brand-navigation.ts"
import { siteFrameAt } from "./site-frame-at.ts"
import { siteFrameShell } from "./site-frame-shell.ts"
import { siteFrame, type SiteFrameInput, type SiteFrameView } from "./site-navigation.ts"

const base = { siteName: "Coastal Kia", year: 2026, texts: defaultTexts }
const contentLinks = [
  { href: "/about-us", label: "About Us" },
  { href: "/news", label: "News" },
  { href: "/pages/owners", label: "Owners" },
  { href: "/privacy-policy", label: "Our Privacy Promise" }
]
const settings = { navigation: "default" as const, menu_open_on: "click" as const, group_site_url: null, brand_tiles: [] }

/** The frames the sites build: the plain one, a tenant's links, a one-brand site, a group with brand tiles. */
const sites: ReadonlyArray<readonly [string, Omit<SiteFrameInput, "pathname">]> = [
  ["plain", base],
  [
    "tenant links",
    {
      ...base,
      settings: { ...settings, header_links: ["stock", "finance", "service", "favourites", "compare", "about-us"] },
      financeLink: "/finance-enquiry#apply",
      serviceHref: "/service",
      contentLinks,
      phone: { number: "07 5550 2021", telHref: "tel:0755502021" }
    }
  ],
  [
    "one-brand",
    {
      ...base,
      settings: { ...settings, navigation: "one-brand", menu_open_on: "hover", group_site_url: "https://group.example/" },
      make: "Kia",
      models: [{ name: "Sportage", slug: null }, { name: "EV6", slug: "ev6-gt-line" }],
      contentLinks
    }
  ],
  ["group", { ...base, settings: { ...settings, brand_tiles: [{ title: "Kia", slug: "kia", logo_src: "", kind: "car" }] } }]
]

/** Every link of a frame, dropdowns' links too. */
function allLinks(frame: SiteFrameView): ReadonlyArray<SiteNavLink> {
  const flat = (links: ReadonlyArray<SiteNavLink>): ReadonlyArray<SiteNavLink> => links.flatMap((link) => [link, ...flat(link.menu?.links ?? [])])
  return [
    ...flat(frame.navigation),
    ...frame.footerLinks,
    ...frame.legalLinks,
    ...(frame.brandMenu ? [frame.brandMenu.allBrands] : []),
    ...frame.footerGroups.flatMap((group) => flat(group.links))
  ]
}

describe("siteFrameShell and siteFrameAt", () => {
  it.each(sites)("build the %s site's frame of every page as siteFrame does", (_, input) => {
    const shell = siteFrameShell(input)
    const hrefs = allLinks(siteFrame({ ...input, pathname: "/" })).map((link) => link.href)
    const pathnames = [...hrefs, "/", "/search/used-cars", "/search/new-cars", "/used-car/kia", "/cars/2022-kia-ev6-t1", "/nowhere", ""]
    for (const pathname of pathnames) expect(siteFrameAt(shell, pathname)).toEqual(siteFrame({ ...input, pathname }))
  })

  it("agree with siteFrame on any address", () => {
    const [, input] = sites[2]!
    const shell = siteFrameShell(input)
    const pathname = fc.oneof(
      fc.constantFrom(...allLinks(siteFrame({ ...input, pathname: "/" })).map((link) => link.href)),
      fc.string().map((tail) => `/${tail}`),
      fc.string().map((tail) => `/search/${tail}`)
    )
    fc.assert(
      fc.property(pathname, (path) => {
        expect(siteFrameAt(shell, path)).toEqual(siteFrame({ ...input, pathname: path }))
      })
    )
  })

  it("marks no link current in the shell, which the server sends for every page", () => {
    for (const [, input] of sites) expect(allLinks(siteFrameShell(input)).filter((link) => link.current)).toEqual([])
  })

  it("keeps the one-brand menus' own pages apart, where the default header's stock link stands for every search", () => {
    const current = (input: Omit<SiteFrameInput, "pathname">, pathname: string) =>
      allLinks(siteFrameAt(siteFrameShell(input), pathname))
        .filter((link) => link.current && !link.menu)
        .map((link) => link.href)
    expect(current(sites[2]![1], "/search/new-cars")).toEqual(["/search/new-cars"])
    expect(current(sites[0]![1], "/search/new-cars")).toEqual(["/search/new-used-and-demo-cars"])
  })

  it("marks a dropdown current when one of its links is", () => {
    const stock = siteFrameAt(siteFrameShell(sites[2]![1]), "/search/used-cars").navigation.find((link) => link.menu?.id === "stock")
    expect(stock?.current).toBe(true)
    expect(stock?.menu?.links.map((link) => link.current)).toEqual([false, false, true, false])
  })
})
