import { describe, expect, it } from "vitest"
import { serviceBookingHref, servicePageHref } from "./service-booking.ts"

describe("where service is booked", () => {
  const servicePage = { sections: [] }

  it("books on the service page's booking section where the tenant has a service page", () => {
    expect(serviceBookingHref({ service: servicePage })).toBe("/service#service-booking")
    expect(servicePageHref({ service: servicePage })).toBe("/service")
  })

  it("books on the enquiry form where the tenant has no service page, so no link answers 404", () => {
    expect(serviceBookingHref({})).toBe("/contact")
    expect(serviceBookingHref({ service: null })).toBe("/contact")
    expect(servicePageHref({})).toBe("/contact")
  })

  it("books where the tenant says, over its service page", () => {
    const booking = "https://booking.example/coastal-kia"
    expect(serviceBookingHref({ service: servicePage, service_booking_href: booking })).toBe(booking)
    expect(servicePageHref({ service_booking_href: booking })).toBe(booking)
    // The service page itself stays the header's Service link where it exists.
    expect(servicePageHref({ service: servicePage, service_booking_href: booking })).toBe("/service")
  })
})
