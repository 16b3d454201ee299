import type { Car, LeadMessage, Location } from "@dealer/core"
import { leadDestinations } from "@dealer/core/platform"
import { deliverOnce } from "@dealer/delivery"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { adfValidityErrors } from "../../test/adf/validate-adf.ts"
import { embedded } from "../../test/api-databases.ts"
import { ApiClient, json, openTestServices, seedTestTenants, TEST_NOW, testSettings } from "../../test/api-harness.ts"
import { leadUserData } from "../../test/lead-bodies.ts"
import { LeadInbox } from "../../test/lead-inbox.ts"
import type { Services } from "../../server/create-services.server.ts"
import { leadDelivererParts, type LeadDelivererParts } from "../../server/lead-deliverer.server.ts"

/**
 * Per fixture tenant: the location a shopper picks (never the primary where there is another),
 * a dealership that disagrees with it, and the dealership a finance enquiry prefers with the
 * location its leads are taken at (its primary sales location).
 */
const TENANTS = [
  { slug: "metro-motor-group", chosen: 13, otherDealership: "metro-ford-mitsubishi-dandenong", finance: 15 },
  { slug: "coastal-kia", chosen: 22, otherDealership: null, finance: 21 },
  { slug: "drive-weekly", chosen: 31, otherDealership: null, finance: 31 },
  { slug: "sunseeker-rv", chosen: 42, otherDealership: "sunseeker-caravans", finance: 41 },
  { slug: "westside-used-cars", chosen: 51, otherDealership: null, finance: 51 },
  { slug: "bayside-suzuki", chosen: 62, otherDealership: null, finance: 61 },
  { slug: "harbour-nissan", chosen: 72, otherDealership: null, finance: 71 }
] as const

const ANSWERS = { accident_history: "No", service_history: "Yes", condition: "Good", warning_lights: "No" }

describe("every lead form on every fixture tenant routes its lead to the location the shopper chose", () => {
  let services: Services
  let inbox: LeadInbox
  let deliverer: LeadDelivererParts
  let address = 0

  beforeAll(async () => {
    const db = await embedded.open()
    await seedTestTenants(db)
    services = await openTestServices(db, { now: TEST_NOW })
    inbox = await LeadInbox.start()
    // The platform's own deliverer, e-mailing to the test's SMTP server (no webhook secrets set).
    const smtp = { url: inbox.url, from: "Dealer leads <leads@platform.example>", messageIdHost: "platform.example" }
    deliverer = leadDelivererParts({
      db,
      settings: { ...testSettings, delivery: { ...testSettings.delivery, smtp } },
      tenants: services.tenants,
      clock: () => TEST_NOW,
      env: {},
      log: () => {}
    })
  })
  afterAll(async () => {
    deliverer?.close()
    await inbox?.stop()
    await services?.close()
  })

  describe.each(TENANTS)("$slug", ({ slug, chosen, otherDealership, finance }) => {
    const shopper = () => new ApiClient(services, { host: `${slug}.localhost`, address: `198.51.101.${++address}` })
    const tenant = () => {
      const found = services.tenants.get(slug)
      if (!found) throw new Error(`no tenant ${slug}`)
      return found
    }
    const locationOf = (id: number): Location => {
      const location = tenant().locations.find((candidate) => candidate.id === id)
      if (!location) throw new Error(`${slug} has no location ${id}`)
      return location
    }
    const send = async (client: ApiClient, fields: Record<string, unknown>, isLastStep = true, leadId?: number) => {
      const body = { userData: leadId ? fields : leadUserData(fields), isLastStep, ...(leadId ? { lead_id: leadId } : {}) }
      const response = await client.post("/api/leads", body)
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
      return (await json<{ lead_id: number }>(response)).lead_id
    }
    const messagesOf = async (leadId: number): Promise<ReadonlyArray<LeadMessage>> =>
      (await services.repositories.outbox.list({ tenantSlug: slug, kind: "adf", limit: 1000 }))
        .flatMap((entry) => (entry.kind === "adf" && entry.payload.leadId === leadId ? [entry.payload] : []))
        .reverse()

    // The stored lead, every message of it, its ADF vendor and its validity all name one location.
    async function expectRoutedTo(leadId: number, locationId: number): Promise<LeadMessage> {
      const location = locationOf(locationId)
      const lead = await services.repositories.leads.findById(slug, leadId)
      expect({ location: lead?.locationId, dealership: lead?.dealershipId }).toEqual({
        location: location.id,
        dealership: location.dealership_id
      })
      const messages = await messagesOf(leadId)
      expect(messages.length).toBeGreaterThan(0)
      for (const message of messages) {
        expect({ location: message.locationId, dealership: message.dealershipId }).toEqual({
          location: location.id,
          dealership: location.dealership_id
        })
        expect(message.xml).toContain(`<id source="dealership">${location.dealership_id}</id>`)
        expect(message.xml).toContain(`<vendorname>${location.name.replace(/&/g, "&amp;")}</vendorname>`)
        expect(await adfValidityErrors(message.xml)).toBe("")
      }
      const last = messages[messages.length - 1] as LeadMessage
      // Delivered: the location's mailbox receives the same document.
      while ((await deliverOnce(deliverer.options)).claimed > 0);
      const received = inbox.received.filter((mail) => mail.file === `lead-${leadId}.xml`)
      expect(received.length).toBe(messages.length)
      expect(received.at(-1)?.to).toEqual(leadDestinations(tenant(), location.id).email?.to)
      expect(received.at(-1)?.adf).toBe(last.xml)
      return last
    }

    it("an enquiry goes to the chosen location, even with a dealership that disagrees", async () => {
      const leadId = await send(shopper(), {
        category: "General Enquiry",
        location: String(chosen),
        ...(otherDealership ? { dealership_slug: otherDealership } : {})
      })
      const message = await expectRoutedTo(leadId, chosen)
      expect(message.text).toContain(`Location: ${locationOf(chosen).name}`)
      expect(message.xml).toContain("Visited pages: /search/new-used-and-demo-cars")
      expect(message.xml).toContain("Query parameters: utm_source=test")
    })

    it("a vehicle enquiry without a location goes to the car's location, with the car in the ADF", async () => {
      const cars = await services.stock.listByTenant(slug)
      const car = cars.find((candidate) => tenant().locations.some((l) => l.id === candidate.location_id)) as Car
      const leadId = await send(shopper(), { category: "Vehicle Enquiry", car_id: car.id, car_dealership_id: car.dealership_id })
      const message = await expectRoutedTo(leadId, car.location_id as number)
      expect(message.xml).toContain(`<year>${car.year}</year>`)
      expect(message.xml).toContain(`/cars/${encodeURIComponent(car.slug)}`)
      if (car.vin) expect(message.xml).toContain(`<vin>${car.vin}</vin>`)
    })

    it("a test drive holds its slot at the chosen location", async () => {
      const leadId = await send(shopper(), {
        category: "Book a Test Drive",
        location: String(chosen),
        preferred_date_time: "2026-06-10T10:00"
      })
      await expectRoutedTo(leadId, chosen)
      const slots = await services.db.query<{ location_id: number }>(
        "SELECT location_id FROM test_drive_bookings WHERE tenant_slug = $1 AND lead_id = $2",
        [slug, leadId]
      )
      expect(slots.map((slot) => Number(slot.location_id))).toEqual([chosen])
    })

    it("a finance enquiry for a preferred dealership goes to that dealership's primary sales location", async () => {
      const dealership = locationOf(finance).dealership_slug
      const leadId = await send(shopper(), { category: "Finance Enquiry", dealership_slug: dealership })
      await expectRoutedTo(leadId, finance)
    })

    it("a three-step parts order keeps its location and delivers the whole order", async () => {
      const client = shopper()
      const leadId = await send(client, { category: "Parts Enquiry", location: String(chosen) }, false)
      await send(client, { "Vehicle Make": "Mazda", "Vehicle Model": "CX-5", "Vehicle Year": "2019" }, false, leadId)
      await send(client, { "Order Detail": "Front brake pads", lead_status: "Complete", form_completed: true }, true, leadId)
      const message = await expectRoutedTo(leadId, chosen)
      expect(message.xml).toContain("Order detail: Front brake pads")
      expect(message.xml).toContain("Vehicle make: Mazda")
    })

    it("an accepted trade-in offer reaches the chosen location with the car, the answers and the offer", async () => {
      const client = shopper()
      const lookup = await json<{ id: number; vehicle: { description: string } }>(
        await client.post("/api/trade-in/rego-lookup", { rego: "NEW001", regoState: "nsw" })
      )
      const leadId = await send(client, {
        category: "Trade In",
        rego: "NEW001",
        regoState: "nsw",
        kms: "24000",
        finance: "No",
        PreferredContactMethod: "SMS",
        location_id: String(chosen)
      })
      const saved = await client.post("/api/miscellaneous", { id: lookup.id, lead_id: leadId, rego: "NEW001", column_name: "valuation" })
      expect(saved.status).toBe(200)
      const offer = await json<{ offer_price: number }>(
        await client.post("/api/trade-in/adjustments", { id: lookup.id, adjustmentAnswers: ANSWERS })
      )
      const accepted = await client.post("/api/trade-in/offer-accepted", {
        lead_id: leadId,
        form_completed: true,
        offer_accepted: true,
        subcategory: "3. Offer Accepted"
      })
      expect(accepted.status).toBe(200)
      const message = await expectRoutedTo(leadId, chosen)
      expect(message.xml).toContain('<vehicle interest="trade-in" status="used">')
      expect(message.xml).toContain('<id source="rego NSW">NEW001</id>')
      expect(message.xml).toContain(`<price type="appraisal" currency="AUD">${offer.offer_price}</price>`)
      expect(message.xml).toContain("Offer accepted")
      expect(message.xml).toContain('<phone type="cellphone" preferredcontact="1">0412345678</phone>')
      expect(message.text).toContain(lookup.vehicle.description)
    })
  })
})
