import { describe, expect, it } from "vitest"
import type { ContentPageView } from "../promotions/content-pages.ts"
import { exampleTenant } from "../testing/examples.ts"
import { siteContentPage } from "./site-content-page.ts"

const location = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  location_type: "sales",
  primary: id === 21,
  dealership_id: 1,
  dealership_slug: "coastal-kia",
  address: { street: `${id} Ferry Road`, city: "Southport", state: "QLD", postcode: "4215", lat: -27.97, long: 153.4 },
  phone: `07 5550 20${id}`,
  ...overrides
})

const coastalKia = (overrides: Record<string, unknown> = {}) =>
  exampleTenant({
    name: "Coastal Kia",
    manufacturer: "Kia",
    business: { legal_name: "Gold Coast Motors Pty Ltd", abn: "12345678901", privacy_email: "privacy@coastal-kia.example" },
    locations: [
      location(21, "Coastal Kia Southport", { dealer_license_number: "3420931" }),
      location(22, "Coastal Kia Robina", { dealer_license_number: "3420932" })
    ],
    ...overrides
  })

const text = (page: ContentPageView | null) =>
  (page?.sections ?? []).flatMap((section) => [section.heading ?? "", ...section.paragraphs]).join("\n")

describe("the pages every site has", () => {
  it("serves the tenant's own page where it wrote one", () => {
    const own = coastalKia({ content: { privacy_policy: { title: "Our Privacy Promise", sections: [{ paragraphs: ["Ours."] }] } } })
    expect(siteContentPage(own, "privacy_policy")?.title).toBe("Our Privacy Promise")
    expect(text(siteContentPage(own, "privacy_policy"))).toBe("\nOurs.")
  })

  it("writes About Us, Privacy Policy and Terms and Conditions from the configuration, and no other page", () => {
    const tenant = coastalKia()
    expect(siteContentPage(tenant, "about_us")?.title).toBe("About Us")
    expect(siteContentPage(tenant, "privacy_policy")?.title).toBe("Privacy Policy")
    expect(siteContentPage(tenant, "terms_and_conditions")?.title).toBe("Terms and Conditions")
    expect(siteContentPage(tenant, "warranty")).toBeNull()
    expect(siteContentPage(tenant, "service")).toBeNull()
  })

  it("names the dealer, its franchise, its locations, ABN and licence numbers on About Us", () => {
    const about = text(siteContentPage(coastalKia(), "about_us"))
    expect(about).toContain("Welcome to Coastal Kia.")
    expect(about).toContain("We are an authorised Kia dealer.")
    expect(about).toContain("You will find us at 2 locations.")
    expect(about).toContain("Coastal Kia Robina, 22 Ferry Road, Southport QLD 4215, 07 5550 2022")
    expect(about).toContain("Gold Coast Motors Pty Ltd (trading as Coastal Kia)")
    expect(about).toContain("ABN 12 345 678 901")
    expect(about).toContain("Coastal Kia Southport: dealer licence 3420931")
    expect(about).toContain("Phone: 07 5550 2021")
    const single = text(siteContentPage(coastalKia({ manufacturer: null, locations: [location(21, "Coastal Kia Southport")] }), "about_us"))
    expect(single).toContain("You will find us at 21 Ferry Road, Southport QLD 4215.")
    expect(single).not.toContain("authorised")
  })

  it("says on the privacy page who receives a lead, that it is kept to answer the enquiry, and how to have it deleted", () => {
    const privacy = siteContentPage(coastalKia(), "privacy_policy")
    const words = text(privacy)
    expect(words).toContain("This policy explains how Gold Coast Motors Pty Ltd (trading as Coastal Kia) collects")
    expect(words).toContain("your name, phone number, email address, postcode and message")
    expect(words).toContain("at the location you choose, or at the location of the vehicle you ask about: Coastal Kia Southport, Coastal Kia Robina.")
    expect(words).toContain("We keep your details and use them to answer your enquiry")
    expect(words).toContain("ask us to delete it")
    expect(words).toContain("Email: privacy@coastal-kia.example")
    expect(words).toContain("Phone: 07 5550 2021")
    expect(words).not.toContain("customer management system")
    expect(privacy?.sections.find((section) => section.link)?.link).toEqual({ href: "/contact", label: "Send Us a Message" })
  })

  it("follows the configuration on the privacy page: the CRM copy, the opt-in, one location", () => {
    const words = text(
      siteContentPage(
        coastalKia({
          business: {},
          locations: [location(21, "Coastal Kia Southport")],
          forms: { opt_in_hidden: true },
          lead_delivery: { webhook: { url: "https://crm.example/leads", secret_env: "CRM_SECRET" } }
        }),
        "privacy_policy"
      )
    )
    expect(words).toContain("This policy explains how Coastal Kia collects")
    expect(words).toContain("Your enquiry goes to our team at Coastal Kia Southport.")
    expect(words).toContain("A copy goes to our customer management system")
    expect(words).not.toContain("ticked the box")
    expect(words).not.toContain("Email:")
    expect(words).not.toContain("Business details")
  })

  it("states on the terms page who runs the site, the trade-in estimate rule, the deposit where taken, and links privacy", () => {
    const terms = siteContentPage(coastalKia({ stock: { reserve_online: true }, content: { payment_logos: true } }), "terms_and_conditions")
    const words = text(terms)
    expect(words).toContain("These terms apply when you use the Coastal Kia website.")
    expect(words).toContain("The website is run by Gold Coast Motors Pty Ltd (trading as Coastal Kia).")
    expect(words).toContain("The final price may differ from the online estimate after inspection.")
    expect(words).toContain("A refundable reservation deposit of $200 holds a car for 48 hours and is 100% refundable.")
    expect(terms?.sections.map((section) => section.link?.href).filter(Boolean)).toEqual(["/privacy-policy", "/contact"])
    expect(terms?.paymentLogos?.logos.length).toBeGreaterThan(0)
    expect(text(siteContentPage(coastalKia(), "terms_and_conditions"))).not.toContain("reservation deposit")
  })

  it("takes every sentence from the texts, so a tenant can reword it", () => {
    const tenant = coastalKia({ texts: { defaultAboutIntro: "G'day from {name}.", contentPrivacyTitle: "Privacy" } })
    expect(text(siteContentPage(tenant, "about_us"))).toContain("G'day from Coastal Kia.")
    expect(siteContentPage(tenant, "privacy_policy")?.title).toBe("Privacy")
  })
})
