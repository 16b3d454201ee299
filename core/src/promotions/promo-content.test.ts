import { describe, expect, it } from "vitest"
import { defaultTexts } from "../tenant/texts.ts"
import { bookServiceBanner, emergencyBanner } from "./banners.ts"
import { driveawayPriceTexts, tiggo8ProMaxDriveawayPrices } from "./driveaway-prices.ts"
import { threeFeatureBanner } from "./feature-banner.ts"
import { groupSiteClaims } from "./group-site-claims.ts"
import { paymentLogos } from "./payment-logos.ts"
import { weWantYourCarCard } from "./we-want-your-car.ts"

describe("promotion content", () => {
  it("has the 'We Want Your Car!' card lead to selling a car", () => {
    expect(weWantYourCarCard(defaultTexts)).toEqual({
      title: "We Want Your Car!",
      buttonText: "Get Your Valuation",
      href: "/sell-your-car"
    })
    expect(weWantYourCarCard(defaultTexts, "/trade-in").href).toBe("/trade-in")
  })

  it("links 'BOOK A SERVICE' to service booking until dismissed", () => {
    expect(bookServiceBanner(false, defaultTexts, "/service#service-booking")).toEqual({
      text: "BOOK A SERVICE",
      href: "/service#service-booking",
      dismissible: true
    })
    expect(bookServiceBanner(true, defaultTexts, "/service#service-booking")).toBeNull()
  })

  it("shows the emergency banner only with a message and until dismissed", () => {
    const notice = { message: "Closed today due to flooding.", href: "/contact" }
    expect(emergencyBanner(notice, false)).toEqual({
      text: "Closed today due to flooding.",
      href: "/contact",
      dismissible: true
    })
    expect(emergencyBanner(notice, true)).toBeNull()
    expect(emergencyBanner({ message: "  " }, false)).toBeNull()
    expect(emergencyBanner(null, false)).toBeNull()
    // A script address never becomes the banner's link.
    expect(emergencyBanner({ message: "Closed", href: "javascript:alert(1)" }, false)?.href).toBeNull()
    expect(emergencyBanner({ message: "Closed", href: "//evil.example" }, false)?.href).toBeNull()
    expect(emergencyBanner({ message: "Closed", href: "https://example.com/x" }, false)?.href).toBe("https://example.com/x")
  })

  it("lists the three features: latest offers, book service, sell your car", () => {
    expect(threeFeatureBanner(defaultTexts, "/service#service-booking")).toEqual([
      { key: "latest-offers", title: "Latest Offers", href: "/special-offers" },
      { key: "book-service", title: "Book Service", href: "/service#service-booking" },
      { key: "sell-your-car", title: "Sell Your Car", href: "/sell-your-car" }
    ])
  })

  it("claims 50+ locations, 40+ brands and 30+ years", () => {
    expect(groupSiteClaims(defaultTexts)).toEqual([
      { figure: "50+", label: "Locations" },
      { figure: "40+", label: "Brands" },
      { figure: "30+", label: "Years" }
    ])
  })

  it("prices the Tiggo 8 Pro Max variants at $39,990, $41,990 and $45,990 drive-away", () => {
    expect(driveawayPriceTexts(tiggo8ProMaxDriveawayPrices)).toEqual(["$39,990", "$41,990", "$45,990"])
  })

  it("shows the five payment logos in order", () => {
    expect(paymentLogos.map((logo) => logo.name)).toEqual(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"])
  })
})
