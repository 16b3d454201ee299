import { describe, expect, it } from "vitest"
import { exampleLocation, exampleTenant } from "../testing/examples.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { siteFrameData } from "./site-frame-data.ts"
import { siteFrame } from "./site-navigation.ts"

const locations = [
  { ...exampleLocation(1, 10), phone: "07 5550 1001" },
  { ...exampleLocation(2, 10, { primary: true }), phone: "+61755501002" }
]

describe("siteFrameData", () => {
  it("gives the header the primary location's number, unless the tenant turns it off", () => {
    const tenant = exampleTenant()
    expect(siteFrameData({ ...tenant, locations }).phone).toEqual({ number: "07 5550 1002", telHref: "tel:0755501002" })
    expect(siteFrameData({ ...tenant, locations, site: { ...tenant.site, header_phone: false } }).phone).toBeNull()
    expect(siteFrameData(tenant).phone).toBeNull()
  })

  it("leads Service to the service page where the tenant has one, else to where it books services", () => {
    const plain = exampleTenant()
    expect(siteFrameData(plain).serviceHref).toBe("/contact")
    expect(siteFrameData(exampleTenant({ content: { service: {} } })).serviceHref).toBe("/service")
    expect(siteFrameData(exampleTenant({ content: { service_booking_href: "https://book.example/x" } })).serviceHref).toBe(
      "https://book.example/x"
    )
  })

  it("builds the header the tenant's settings list, with its finance link", () => {
    const tenant = exampleTenant({
      site: { header_links: ["stock", "finance", "contact"] },
      finance: { finance_link: "/apply-for-finance" }
    })
    const frame = siteFrame({ siteName: tenant.name, pathname: "/", year: 2026, texts: defaultTexts, ...siteFrameData(tenant) })
    expect(frame.navigation.map((link) => link.href)).toEqual(["/search/new-used-and-demo-cars", "/apply-for-finance", "/contact-us"])
  })
})
