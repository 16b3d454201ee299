import { openDatabase } from "@dealer/postgres"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runDatabase } from "../app/test/run-postgres.ts"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { leadDestinations } from "@dealer/core/platform"
import { tenantFixtures } from "@dealer/fixtures"
import { startApp, type RunningApp } from "./app-server.ts"
import { connectBrowser, siteUrl } from "./browser.ts"
import { LeadInbox } from "../app/test/lead-inbox.ts"
import { CarDetailPage } from "./pages/car.ts"
import { CarEnquiryPage, LeadFormPanel, type Shopper } from "./pages/lead-forms.ts"

// Many leads from one test client: the lead limits must not refuse them.
const ENV = { NODE_ENV: "production", LEAD_LIMIT_PER_CLIENT: "100000", LEAD_LIMIT_PER_NETWORK: "100000" }
const TENANTS = ["metro-motor-group", "coastal-kia"] as const

let databaseUrl: string
let app: RunningApp
let browser: Browser
let inbox: LeadInbox

beforeAll(async () => {
  databaseUrl = await runDatabase("dealer_enquiries")
  inbox = await LeadInbox.start()
  app = await startApp({ ...ENV, ...inbox.env, DATABASE_URL: databaseUrl })
  browser = await connectBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await inbox?.stop()
})

interface StoredLead {
  readonly category: string
  readonly subcategory: string | null
  readonly car_id: string | number | null
  readonly tenant_slug: string
  readonly location_id: number | null
  readonly payload: Record<string, unknown>
}

/** The leads the database holds for one shopper's email. */
async function storedLeads(email: string): Promise<ReadonlyArray<StoredLead>> {
  const db = await openDatabase({ url: databaseUrl, migrate: false })
  try {
    return await db.query<StoredLead>(
      "SELECT tenant_slug, category, subcategory, car_id, location_id, payload FROM leads WHERE payload->>'email' = $1",
      [email]
    )
  } finally {
    await db.close()
  }
}

/**
 * The lead reached the mailbox of the location it is stored under, as an ADF document (valid
 * against the DTD) naming that location, the shopper and the lead's category.
 */
async function expectDelivered(lead: StoredLead | undefined, who: Shopper): Promise<void> {
  const config = tenantFixtures().find((tenant) => tenant.slug === lead?.tenant_slug)
  const location = config?.locations.find((candidate) => candidate.id === lead?.location_id)
  expect(location, "the lead is filed under one of the tenant's locations").toBeDefined()
  const mail = await inbox.leadFrom(who.email)
  expect(mail.to).toEqual(config && leadDestinations(config, location?.id ?? null).email?.to)
  expect(mail.adf).toContain(`<vendorname>${location?.name.replace(/&/g, "&amp;")}</vendorname>`)
  expect(mail.adf).toContain(`<service>${lead?.category}`)
  expect(mail.adf).toContain(`<phone type="voice">${who.phone}</phone>`)
}

let serial = 0
function shopper(tenant: string, what: string): Shopper {
  serial += 1
  return { name: "Jo Citizen", email: `${what}-${serial}@${tenant}.example`, phone: "0412345678" }
}

/** A weekday a few days ahead, when every showroom of the fixtures is open (yyyy-MM-dd). */
function nextWeekday(): string {
  const day = new Date()
  day.setUTCDate(day.getUTCDate() + 3)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

async function openPage(context: BrowserContext, tenant: string, path: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(siteUrl(tenant, app.port, path))
  return page
}

/** The first available car of the tenant's search page (one with an Enquire button). */
async function availableCarPath(context: BrowserContext, tenant: string): Promise<string> {
  const page = await openPage(context, tenant, "/search/new-used-and-demo-cars")
  const href = await page.locator('a[href^="/cars/"][href$="#enquire"]').first().getAttribute("href")
  await page.close()
  expect(href).toBeTruthy()
  return (href ?? "").replace(/#.*$/, "")
}

async function expectNoSeriousAxeViolations(page: Page, what: string) {
  expect(seriousViolations(await axeViolations(page)), what).toEqual([])
}

const successCarId = (page: Page) => Number(new URL(page.url()).searchParams.get("car_id"))

interface StoredEvent {
  readonly event_id: number
  readonly label: string | null
  readonly car_id: number | null
}

/** The analytics events the database holds for a tenant since `since`, oldest first. */
async function storedEvents(tenant: string, since: Date): Promise<ReadonlyArray<StoredEvent>> {
  const db = await openDatabase({ url: databaseUrl, migrate: false })
  try {
    const rows = await db.query<StoredEvent>(
      "SELECT event_id, label, car_id FROM analytics_events WHERE tenant_slug = $1 AND created_at >= $2 ORDER BY id",
      [tenant, since]
    )
    return rows.map((row) => ({ event_id: row.event_id, label: row.label, car_id: row.car_id === null ? null : Number(row.car_id) }))
  } finally {
    await db.close()
  }
}

// A used car (with a history report) on one tenant and a new car on the other, from the seeded stock.
const EVENT_CARS = {
  "metro-motor-group": { slug: "2021-hyundai-santa-fe-active-crdi-h10645", id: 100001, label: "Used Car", ids: [4, 39, 60, 15, 48] },
  "coastal-kia": { slug: "2026-kia-sorento-sport-k10696", id: 200001, label: "New Car", ids: [39, 14, 17] }
} as const

describe.each(TENANTS)("enquiries on %s", (tenant) => {
  describe("with JavaScript", () => {
    let context: BrowserContext
    beforeAll(async () => {
      context = await browser.newContext()
    })
    afterAll(async () => {
      await context?.close()
    })

    // First of the tenant's tests: the events table holds no other test's events of this tenant yet.
    it("stores each analytics event of a shopper's visit once, with its id and New Car / Used Car label, and keeps the enquired car and category", async () => {
      const car = EVENT_CARS[tenant]
      const since = new Date(Date.now() - 1_000)
      const search = await openPage(context, tenant, "/search/new-used-and-demo-cars")
      await expect.poll(async () => (await storedEvents(tenant, since)).length).toBe(1)
      await search.close()
      const page = await openPage(context, tenant, `/cars/${car.slug}`)
      const carPage = new CarEnquiryPage(page)
      await new CarDetailPage(page).hydrated()
      await page.locator(".favourite-button").click()
      await expect.poll(async () => (await storedEvents(tenant, since)).some((event) => event.event_id === 39)).toBe(true)
      const report = page.locator(".car-share-bar__history")
      expect(await report.count()).toBe(car.label === "Used Car" ? 1 : 0)
      if (car.label === "Used Car") {
        const [reportTab] = await Promise.all([context.waitForEvent("page"), report.click()])
        await reportTab.close()
      }
      await carPage.button("enquire").click()
      await carPage.dialog.fillContact(shopper(tenant, "events-enquiry"))
      await carPage.dialog.submit()
      await page.waitForURL(/\/success\?/)
      const stored = await page.evaluate((slug) => [localStorage.getItem(`${slug}:EnquireCar`), localStorage.getItem(`${slug}:SuccessCategory`)], tenant)
      expect(JSON.parse(stored[0] ?? "null")).toMatchObject({ id: car.id })
      expect(stored[1]).toBe("Vehicle Enquiry")
      await page.goto(siteUrl(tenant, app.port, `/cars/${car.slug}`))
      await new CarDetailPage(page).hydrated()
      await carPage.button("test-drive").click()
      await carPage.dialog.fillContact(shopper(tenant, "events-test-drive"))
      await carPage.dialog.submit()
      await page.waitForURL(/\/success\?/)
      await page.close()
      const byId = (a: StoredEvent, b: StoredEvent) => a.event_id - b.event_id
      const expected = [{ event_id: 49, label: null, car_id: null }, ...car.ids.map((id) => ({ event_id: id, label: car.label, car_id: car.id }))]
      // A used car's page view (4) is recorded on each of its two visits; every other event once.
      const once = async () =>
        (await storedEvents(tenant, since))
          .filter((event, index, all) => event.event_id !== 4 || all.findIndex((other) => other.event_id === 4) === index)
          .toSorted(byId)
      await expect.poll(once).toEqual(expected.toSorted(byId))
      expect((await storedEvents(tenant, since)).filter((event) => event.event_id === 4)).toHaveLength(car.label === "Used Car" ? 2 : 0)
    }, 120_000)

    it("sends Enquire Now from a car's dialog and stores a Vehicle Enquiry about the car", async () => {
      const page = await openPage(context, tenant, await availableCarPath(context, tenant))
      const car = new CarEnquiryPage(page)
      await car.button("enquire").click()
      const dialog = car.dialog
      await dialog.root.waitFor()
      // This tenant keeps the enquiry form: Name and Comments, not the lead form's postcode.
      expect(await dialog.field("Comments").count()).toBe(1)
      expect(await dialog.field("Postcode").count()).toBe(0)
      await expectNoSeriousAxeViolations(page, "Enquire Now dialog")
      await dialog.submit()
      await expect.poll(() => dialog.errors.textContent()).toContain("Please fix the following errors:")
      const who = shopper(tenant, "enquire-now")
      await dialog.fillContact(who)
      await dialog.submit()
      await page.waitForURL(/\/success\?/)
      await expect.poll(() => page.locator("main.lead-success h1").textContent()).toBe("Thank you")
      const leads = await storedLeads(who.email)
      expect(leads).toHaveLength(1)
      await expectDelivered(leads[0], who)
      expect(leads[0]).toMatchObject({ tenant_slug: tenant, category: "Vehicle Enquiry", subcategory: null })
      expect(Number(leads[0]?.car_id)).toBe(successCarId(page))
      expect(leads[0]?.payload).toMatchObject({ source: "Website", name: who.name, phone: who.phone })
      await page.close()
    }, 120_000)

    it("sends a finance enquiry from a car's Get Finance link, pre-filled from its query", async () => {
      const page = await openPage(context, tenant, await availableCarPath(context, tenant))
      const href = (await new CarEnquiryPage(page).button("finance").getAttribute("href")) ?? ""
      const carId = Number(new URL(href, "http://x").searchParams.get("car_id"))
      await page.goto(siteUrl(tenant, app.port, href))
      const form = new LeadFormPanel(page.locator("#finance-form"))
      await expect.poll(() => form.field("Comments").inputValue()).toContain("I'd like to apply for finance on the")
      await expect.poll(() => page.getByRole("slider").count()).toBeGreaterThanOrEqual(2)
      await expectNoSeriousAxeViolations(page, "finance page")
      const who = shopper(tenant, "finance")
      await form.fillContact(who)
      await form.chooseFirst("Select a Preferred Dealership")
      await form.submit()
      await page.waitForURL(/\/success\?/)
      const leads = await storedLeads(who.email)
      expect(leads).toHaveLength(1)
      await expectDelivered(leads[0], who)
      expect(leads[0]).toMatchObject({ category: "Finance Enquiry" })
      expect(Number(leads[0]?.car_id)).toBe(carId)
      await page.close()
    }, 120_000)

    it("walks the multi-step enquiry and stores the chosen category", async () => {
      const page = await openPage(context, tenant, "/enquire")
      const form = new LeadFormPanel(page.locator("main form"))
      await expectNoSeriousAxeViolations(page, "enquiry page")
      const who = shopper(tenant, "multi-step")
      await form.fillContact(who)
      await form.submit("Next")
      await form.field("Enquiry Category").selectOption("Service Enquiry")
      await form.chooseFirst("Location")
      await form.chooseFirst("Select a Preferred Dealership")
      await form.field("Comments").fill("When is my car due for a service?")
      await form.submit()
      await page.waitForURL(/\/success\?/)
      const leads = await storedLeads(who.email)
      expect(leads).toHaveLength(1)
      await expectDelivered(leads[0], who)
      expect(leads[0]).toMatchObject({ category: "Service Enquiry" })
      expect(leads[0]?.payload).toMatchObject({ message: "When is my car due for a service?", email: who.email })
      await page.close()
    }, 120_000)

    it("books a test drive in an offered time slot", async () => {
      const page = await openPage(context, tenant, "/book-test-drive")
      const form = new LeadFormPanel(page.locator("main form"))
      const who = shopper(tenant, "test-drive")
      await form.fillContact(who)
      await form.chooseFirst("Location")
      await form.chooseFirst("Select a Preferred Dealership")
      await form.field("Preferred day").fill(nextWeekday())
      await form.slots.first().waitFor()
      await expectNoSeriousAxeViolations(page, "test drive page")
      const slot = await form.slots.first().getAttribute("value")
      await form.slots.first().check()
      await form.submit()
      await page.waitForURL(/\/success\?/)
      await expect.poll(() => page.locator("main.lead-success").textContent()).toContain("Preferred time")
      const leads = await storedLeads(who.email)
      expect(leads).toHaveLength(1)
      await expectDelivered(leads[0], who)
      expect(leads[0]).toMatchObject({ category: "Test Drive" })
      expect(leads[0]?.payload.preferred_date_time).toBe(slot)
      await page.close()
    }, 120_000)
  })

  describe("without JavaScript", () => {
    let context: BrowserContext
    beforeAll(async () => {
      context = await browser.newContext({ javaScriptEnabled: false })
    })
    afterAll(async () => {
      await context?.close()
    })

    it("lands the #enquire anchor on a working form that shows core's messages and stores the same lead", async () => {
      const carPath = await availableCarPath(context, tenant)
      const page = await openPage(context, tenant, `${carPath}#enquire`)
      const section = new CarEnquiryPage(page).section("enquire")
      expect(await section.root.isVisible()).toBe(true)
      await section.submit()
      await page.waitForLoadState()
      const answered = new LeadFormPanel(page.locator("main form"))
      expect(await answered.errors.textContent()).toContain("Please fix the following errors:")
      expect(await answered.errors.textContent()).toContain("Please enter your name")
      const who = shopper(tenant, "no-script-enquire")
      await answered.fillContact(who)
      await answered.submit()
      await page.waitForURL(/\/success\?/)
      const leads = await storedLeads(who.email)
      expect(leads).toHaveLength(1)
      await expectDelivered(leads[0], who)
      expect(leads[0]).toMatchObject({ category: "Vehicle Enquiry", subcategory: null })
      expect(Number(leads[0]?.car_id)).toBe(successCarId(page))
      expect(leads[0]?.payload).toMatchObject({ source: "Website", url: expect.stringContaining(carPath) })
      await page.close()
    }, 120_000)

    it("goes Back in the multi-step enquiry keeping every value, then forward again and stores the lead", async () => {
      const page = await openPage(context, tenant, "/enquire")
      let form = new LeadFormPanel(page.locator("main form"))
      const who = shopper(tenant, "no-script-multi-step")
      await form.fillContact(who)
      await form.submit("Next")
      await page.waitForLoadState()
      form = new LeadFormPanel(page.locator("main form"))
      await form.field("Enquiry Category").selectOption("Service Enquiry")
      await form.chooseFirst("Location")
      await form.chooseFirst("Select a Preferred Dealership")
      await form.field("Comments").fill("Can you fit a tow bar?")
      await form.submit("Back")
      await page.waitForLoadState()
      form = new LeadFormPanel(page.locator("main form"))
      expect(await form.field("Name").inputValue()).toBe(who.name)
      expect(await form.field("Email").inputValue()).toBe(who.email)
      expect(await form.field("Phone").inputValue()).toBe(who.phone)
      expect(await form.field("Comments").count()).toBe(0)
      expect(await form.root.getByRole("button", { name: "Back", exact: true }).count()).toBe(0)
      await form.submit("Next")
      await page.waitForLoadState()
      form = new LeadFormPanel(page.locator("main form"))
      expect(await form.field("Enquiry Category").inputValue()).toBe("Service Enquiry")
      expect(await form.field("Comments").inputValue()).toBe("Can you fit a tow bar?")
      await form.submit()
      await page.waitForURL(/\/success\?/)
      const leads = await storedLeads(who.email)
      expect(leads).toHaveLength(1)
      await expectDelivered(leads[0], who)
      expect(leads[0]).toMatchObject({ category: "Service Enquiry" })
      expect(leads[0]?.payload).toMatchObject({ name: who.name, phone: who.phone, message: "Can you fit a tow bar?" })
      await page.close()
    }, 120_000)

    it("books a test drive: shows the day's times, then stores the chosen one", async () => {
      const page = await openPage(context, tenant, "/book-test-drive")
      let form = new LeadFormPanel(page.locator("main form"))
      const who = shopper(tenant, "no-script-test-drive")
      await form.fillContact(who)
      await form.chooseFirst("Location")
      await form.chooseFirst("Select a Preferred Dealership")
      await form.field("Preferred day").fill(nextWeekday())
      await form.submit("Show available times")
      await page.waitForLoadState()
      form = new LeadFormPanel(page.locator("main form"))
      expect(await form.slots.count()).toBeGreaterThan(0)
      expect(await form.field("Email").inputValue()).toBe(who.email)
      const slot = await form.slots.first().getAttribute("value")
      await form.slots.first().check()
      await form.submit()
      await page.waitForURL(/\/success\?/)
      const leads = await storedLeads(who.email)
      expect(leads).toHaveLength(1)
      await expectDelivered(leads[0], who)
      expect(leads[0]).toMatchObject({ category: "Test Drive" })
      expect(leads[0]?.payload.preferred_date_time).toBe(slot)
      await page.close()
    }, 120_000)
  })
})

// The used-car dealer picks the short lead form for Enquire Now (forms.enquire_now_form: "lead").
describe("the lead form as Enquire Now on westside-used-cars", () => {
  const tenant = "westside-used-cars"
  const carPath = "/cars/2023-kia-picanto-s-k11030"
  const fields = ["First Name", "Last Name", "Postcode", "Mobile Number", "Email", "Do you have a trade-in?"]

  async function fillLeadForm(form: LeadFormPanel, who: Shopper, postcode: string) {
    await form.field("First Name").fill("Jo")
    await form.field("Last Name").fill("Citizen")
    await form.field("Postcode").fill(postcode)
    await form.field("Mobile Number").fill(who.phone)
    await form.field("Email").fill(who.email)
    await form.field("Do you have a trade-in?").selectOption("Yes")
  }

  /** The lead is an Enquire Now lead about the car, carrying the lead form's own fields, and is delivered. */
  async function expectLeadFormLead(who: Shopper, carId: number) {
    const leads = await storedLeads(who.email)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ tenant_slug: tenant, category: "Vehicle Enquiry", subcategory: null })
    expect(Number(leads[0]?.car_id)).toBe(carId)
    expect(leads[0]?.payload).toMatchObject({ name: "Jo", last_name: "Citizen", postcode: "4305", has_trade_in: "Yes", source: "Website" })
    expect(leads[0]?.payload).not.toHaveProperty("website")
    await expectDelivered(leads[0], who)
  }

  it("shows its fields in the dialog, the postcode message, then stores the lead and keeps the shopper's details", async () => {
    const context = await browser.newContext()
    try {
      const page = await openPage(context, tenant, carPath)
      const car = new CarEnquiryPage(page)
      await car.button("enquire").click()
      const dialog = car.dialog
      await dialog.root.waitFor()
      for (const label of fields) expect(await dialog.field(label).count(), label).toBe(1)
      expect(await dialog.field("Comments").count()).toBe(0)
      // The honeypot is in the form for bots, never for people or screen readers.
      expect(await dialog.root.locator('input[name="website"]').count()).toBe(1)
      expect(await dialog.root.getByRole("textbox", { name: "Leave this field empty" }).count()).toBe(0)
      await expectNoSeriousAxeViolations(page, "Enquire Now lead form dialog")
      const who = shopper(tenant, "lead-form")
      await fillLeadForm(dialog, who, "430")
      await dialog.submit()
      await expect.poll(() => dialog.errors.textContent()).toContain("Invalid postcode. Please enter a 4-digit number.")
      await dialog.field("Postcode").fill("4305")
      await dialog.submit()
      await page.waitForURL(/\/success\?/)
      const details = await page.evaluate((slug) => localStorage.getItem(`${slug}:UserDetails`), tenant)
      expect(JSON.parse(details ?? "null")).toEqual({ name: "Jo", last_name: "Citizen", email: who.email, phone: who.phone, postcode: "4305" })
      await expectLeadFormLead(who, successCarId(page))
    } finally {
      await context.close()
    }
  }, 120_000)

  it("without JavaScript, the #enquire section is the lead form and its post stores the same lead", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await openPage(context, tenant, `${carPath}#enquire`)
      const section = new CarEnquiryPage(page).section("enquire")
      for (const label of fields) expect(await section.field(label).count(), label).toBe(1)
      const who = shopper(tenant, "no-script-lead-form")
      await fillLeadForm(section, who, "4305")
      await section.submit()
      await page.waitForURL(/\/success\?/)
      await expectLeadFormLead(who, successCarId(page))
    } finally {
      await context.close()
    }
  }, 120_000)
})
