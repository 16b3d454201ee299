import { leadDestinations } from "@dealer/core/platform"
import { tenantFixtures } from "@dealer/fixtures"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { siteUrl } from "./browser.ts"
import { LeadInbox } from "../app/test/lead-inbox.ts"
import { formHydrated } from "./pages/lead-wizards.ts"
import { LeadFormPanel } from "./pages/lead-forms.ts"
import { serverPerFile } from "./server-per-file.ts"

/** Per fixture tenant: the location the shopper picks (not the primary where there is another) and a dealership that disagrees. */
const TENANTS = [
  { slug: "metro-motor-group", chosen: 13, otherDealership: "metro-ford-mitsubishi-dandenong" },
  { slug: "coastal-kia", chosen: 22, otherDealership: null },
  { slug: "drive-weekly", chosen: 31, otherDealership: null },
  { slug: "sunseeker-rv", chosen: 42, otherDealership: "sunseeker-caravans" },
  { slug: "westside-used-cars", chosen: 51, otherDealership: null },
  { slug: "bayside-suzuki", chosen: 62, otherDealership: null },
  { slug: "harbour-nissan", chosen: 72, otherDealership: null }
] as const

let inbox: LeadInbox
beforeAll(async () => {
  inbox = await LeadInbox.start()
})
afterAll(() => inbox?.stop())

// The site delivers to the test mailbox; many leads from one test client must not be refused.
const server = serverPerFile("dealer_lead_delivery", () => ({
  ...inbox.env,
  LEAD_LIMIT_PER_CLIENT: "100000",
  LEAD_LIMIT_PER_NETWORK: "100000"
}))

const fixture = (slug: string) => {
  const config = tenantFixtures().find((tenant) => tenant.slug === slug)
  if (!config) throw new Error(`no fixture tenant ${slug}`)
  return config
}

/** Picks an option by value when the form shows the select (a tenant with one location shows none). */
async function choose(form: LeadFormPanel, label: string, value: string): Promise<void> {
  if ((await form.field(label).count()) > 0) await form.field(label).selectOption(value)
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")

describe.each(TENANTS)("a contact enquiry on $slug", ({ slug, chosen, otherDealership }) => {
  it("is stored under the chosen location and reaches that location's mailbox as a valid ADF document", async () => {
    const config = fixture(slug)
    const location = config.locations.find((candidate) => candidate.id === chosen)
    const address = leadDestinations(config, chosen).email?.to
    expect(location && address).toBeTruthy()
    const email = `contact-${slug}@shopper.example`
    await server.inContext({}, async (page: Page) => {
      await page.goto(siteUrl(slug, server.app.port, "/contact"))
      await formHydrated(page)
      const form = new LeadFormPanel(page.locator("main form.enquiry-form"))
      await form.fillContact({ name: "Jo Citizen", email, phone: "0412345678" })
      await choose(form, "Location", String(chosen))
      if (otherDealership) await choose(form, "Select a Preferred Dealership", otherDealership)
      await form.field("Comments").fill("Do you have a white one & a roof rack?")
      await form.submit()
      await page.waitForURL(/\/success\?/)
      // The shopper sees where the enquiry went, and the number to call.
      await expect.poll(() => page.locator("main.lead-success").textContent()).toContain(`Sent to${location?.name}`)
    })
    const [stored] = await server.db.query<{ id: string; location_id: number; dealership_id: number }>(
      "SELECT id, location_id, dealership_id FROM leads WHERE tenant_slug = $1 AND payload->>'email' = $2",
      [slug, email]
    )
    expect(stored).toMatchObject({ location_id: chosen, dealership_id: location?.dealership_id })
    const lead = await inbox.leadFrom(email)
    expect(lead.to).toEqual(address)
    expect(lead.adf).toContain(`<id sequence="1" source="${slug}">${stored?.id}</id>`)
    expect(lead.adf).toContain(`<vendorname>${xmlText(location?.name ?? "")}</vendorname>`)
    expect(lead.adf).toContain("<comments>Do you have a white one &amp; a roof rack?")
    expect(lead.adf).toContain('<name part="full">Jo Citizen</name>')
    expect(lead.text).toContain(`Location: ${location?.name}`)
    expect(lead.subject).toContain("Jo Citizen")
  }, 60_000)
})

describe("a lead call that fails without a message", () => {
  it("shows the alert, then 'An unexpected error occured' on the form, never a status line", async () => {
    await server.inContext({}, async (page) => {
      const alerts: string[] = []
      page.on("dialog", (dialog) => {
        alerts.push(dialog.message())
        void dialog.dismiss()
      })
      // A proxy in front of the platform answers the lead call with an empty 500.
      await page.route("**/api/leads", (route) => route.fulfill({ status: 500, body: "" }))
      await page.goto(siteUrl("coastal-kia", server.app.port, "/contact"))
      await formHydrated(page)
      const form = new LeadFormPanel(page.locator("main form.enquiry-form"))
      await form.fillContact({ name: "Jo Citizen", email: "failing@shopper.example", phone: "0412345678" })
      await choose(form, "Location", "22")
      await form.field("Comments").fill("Is the Sportage in stock?")
      await form.submit()
      await expect.poll(() => form.errors.textContent()).toContain("An unexpected error occured")
      expect(alerts).toEqual(["An error occurred when submitting this form"])
      expect(await page.locator("main").textContent()).not.toContain("The server answered with status")
    })
  }, 60_000)
})
