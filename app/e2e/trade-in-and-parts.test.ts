import { openDatabase } from "@dealer/postgres"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runDatabase } from "../app/test/run-postgres.ts"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { siteGet } from "../measure/site-request.ts"
import { startApp, type RunningApp } from "./app-server.ts"
import { connectBrowser, siteUrl } from "./browser.ts"
import { LeadInbox } from "../app/test/lead-inbox.ts"
import { PartsPage } from "./pages/parts.ts"
import { TradeInPage } from "./pages/trade-in.ts"

// The embedded valuer reads a plate as a repeatable car: SELL42 (qld) is a new car, OLD001 (qld)
// a 10-year-old one; CST200 (qld) is new too, and is sent with too many kilometres.
const YOUNG_PLATE = "SELL42"
const NO_ESTIMATE = {
  "metro-motor-group": { plate: "OLD001", kms: "60,000" },
  "coastal-kia": { plate: "CST200", kms: "150,000" }
} as const
const TENANTS = ["metro-motor-group", "coastal-kia"] as const

let databaseUrl: string
let app: RunningApp
let browser: Browser
let inbox: LeadInbox

beforeAll(async () => {
  databaseUrl = await runDatabase("dealer_trade_in_parts")
  inbox = await LeadInbox.start()
  app = await startApp({ NODE_ENV: "production", ...inbox.env, DATABASE_URL: databaseUrl })
  browser = await connectBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await inbox?.stop()
})

interface StoredLead {
  readonly id: number
  readonly category: string
  readonly subcategory: string | null
  readonly status: string
  readonly form_completed: boolean
  readonly car_id: number | null
  readonly payload: Record<string, unknown>
  readonly steps: number
}

/** What the database holds for the leads a shopper sent with this email. */
async function storedLeads(tenant: string, email: string): Promise<StoredLead[]> {
  const db = await openDatabase({ url: databaseUrl, migrate: false })
  try {
    const rows = await db.query<Omit<StoredLead, "id" | "car_id" | "steps"> & { id: string; car_id: string | null; steps: string }>(
      `SELECT l.id, l.category, l.subcategory, l.status, l.form_completed, l.car_id, l.payload,
              (SELECT count(*) FROM lead_steps s WHERE s.lead_id = l.id) AS steps
       FROM leads l WHERE l.tenant_slug = $1 AND l.payload->>'email' = $2 ORDER BY l.id`,
      [tenant, email]
    )
    return rows.map((row) => ({
      ...row,
      id: Number(row.id),
      car_id: row.car_id === null ? null : Number(row.car_id),
      steps: Number(row.steps)
    }))
  } finally {
    await db.close()
  }
}

/** The valuations of a plate: their lead, offer and acceptance. */
async function storedValuations(tenant: string, leadId: number) {
  const db = await openDatabase({ url: databaseUrl, migrate: false })
  try {
    const rows = await db.query<{ rego: string; lead_id: string; offer_price: number | null; offer_accepted: boolean }>(
      "SELECT rego, lead_id, offer_price, offer_accepted FROM valuations WHERE tenant_slug = $1 AND lead_id = $2",
      [tenant, leadId]
    )
    return rows.map((row) => ({ ...row, lead_id: Number(row.lead_id) }))
  } finally {
    await db.close()
  }
}

async function firstCar(tenant: string): Promise<{ id: number; slug: string; make: string; model: string }> {
  const answer = await siteGet(app.port, `${tenant}.localhost`, "/api/stock/search")
  const [car] = (JSON.parse(answer.body.toString("utf8")) as { hits: Array<{ id: number; slug: string; make: string; model: string }> }).hits
  if (!car) throw new Error(`${tenant} lists no car`)
  return car
}

const seller = (email: string, rego: string, kms: string) => ({
  rego,
  state: "qld",
  kms,
  finance: "No" as const,
  name: "Sam Seller",
  email,
  phone: "0412 345 678",
  contactMethod: "SMS" as const
})

describe.each(TENANTS)("%s", (tenant) => {
  describe.each([
    { mode: "with JavaScript", javaScriptEnabled: true },
    { mode: "without JavaScript", javaScriptEnabled: false }
  ])("$mode", ({ javaScriptEnabled }) => {
    let context: BrowserContext
    let page: Page
    const tag = javaScriptEnabled ? "js" : "nojs"
    beforeAll(async () => {
      context = await browser.newContext({ javaScriptEnabled })
    })
    afterAll(async () => {
      await context?.close()
    })

    async function open(path: string) {
      page = await context.newPage()
      await page.goto(siteUrl(tenant, app.port, path))
    }

    it("values a trade-in for a car from rego to offer accepted, and stores the lead and valuation", async () => {
      const car = await firstCar(tenant)
      await open(`/cars/trade-in?car_id=${car.id}`)
      const tradeIn = new TradeInPage(page)
      await expect(tradeIn.carLine.textContent()).resolves.toContain(`${car.make} ${car.model}`)
      if (javaScriptEnabled) await tradeIn.hydrated()

      await tradeIn.getValuation()
      await expect(tradeIn.errors.textContent()).resolves.toContain("Please enter your rego")

      const email = `${tenant}-${tag}-offer@example.com`
      await tradeIn.fillDetails(seller(email, YOUNG_PLATE, "45,000"))
      await tradeIn.getValuation()
      await expect(tradeIn.vehicle.textContent()).resolves.toMatch(/^\d{4} /)
      await tradeIn.answerQuestions()
      await expect(tradeIn.offer.textContent()).resolves.toMatch(/^\$\d{1,3}(,\d{3})+$/)
      const offerText = (await tradeIn.offer.textContent()) ?? ""
      await tradeIn.acceptOffer()
      await expect(tradeIn.result.textContent()).resolves.toBe("Offer accepted. We'll be in touch to arrange an inspection.")
      expect(await tradeIn.offer.textContent()).toBe(offerText)

      const [lead, ...others] = await storedLeads(tenant, email)
      expect(others).toEqual([])
      expect(lead).toMatchObject({
        category: "Trade In",
        subcategory: "3. Offer Accepted",
        status: "complete",
        form_completed: true,
        car_id: car.id,
        steps: 2,
        payload: {
          rego: YOUNG_PLATE,
          regoState: "qld",
          kms: "45,000",
          finance: "No",
          name: "Sam Seller",
          phone: "0412 345 678",
          PreferredContactMethod: "SMS",
          source: "Website",
          offer_accepted: true,
          url: siteUrl(tenant, app.port, `/cars/trade-in?car_id=${car.id}`)
        }
      })
      const offer = Number(offerText.replace(/[$,]/g, ""))
      if (javaScriptEnabled) {
        // The browser keeps the valuation as it grew, under the site's own key.
        const kept = await page.evaluate((key) => localStorage.getItem(key), `${tenant}:TradeInValuation`)
        expect(JSON.parse(kept ?? "null")).toMatchObject({
          rego: YOUNG_PLATE,
          regoState: "qld",
          lead_id: lead?.id,
          offer_price: offer,
          form_completed: true,
          offer_accepted: true
        })
      }
      expect(await storedValuations(tenant, lead?.id ?? 0)).toEqual([
        { rego: YOUNG_PLATE, lead_id: lead?.id, offer_price: offer, offer_accepted: true }
      ])
      // The dealer receives the lead again once the offer is taken: the car it goes towards, the
      // trade-in with its plate, kilometres, answers and the accepted offer.
      const accepted = (await inbox.leadsFrom(email, 2)).at(-1)
      expect(accepted?.adf).toContain(`<make>${car.make}</make>`)
      expect(accepted?.adf).toContain('<vehicle interest="trade-in" status="used">')
      expect(accepted?.adf).toContain(`<id source="rego QLD">${YOUNG_PLATE}</id>`)
      expect(accepted?.adf).toContain('<odometer units="km">45000</odometer>')
      expect(accepted?.adf).toContain(`<price type="appraisal" currency="AUD">${offer}</price>`)
      expect(accepted?.adf).toContain("Offer accepted")
      expect(accepted?.adf).toContain('<phone type="cellphone" preferredcontact="1">0412 345 678</phone>')
      expect(accepted?.text).toContain(`Offer: ${offerText}`)
    })

    it("gives no online estimate for an old or high-km car, and stores the lead to be called back", async () => {
      await open("/sell-your-car")
      const tradeIn = new TradeInPage(page)
      if (javaScriptEnabled) await tradeIn.hydrated()
      const email = `${tenant}-${tag}-no-estimate@example.com`
      const { plate, kms } = NO_ESTIMATE[tenant]
      await tradeIn.fillDetails(seller(email, plate, kms))
      await tradeIn.getValuation()
      await expect(tradeIn.result.textContent()).resolves.toBe(
        "We can't give an online estimate for this car, but we'll be in touch with an offer soon."
      )
      expect(await tradeIn.offer.count()).toBe(0)

      const [lead, ...others] = await storedLeads(tenant, email)
      expect(others).toEqual([])
      expect(lead).toMatchObject({
        category: "Trade In",
        subcategory: "1. Rego Lookup",
        car_id: null,
        steps: 1,
        payload: { rego: plate, kms, PreferredContactMethod: "SMS", source: "Website" }
      })
      // The page answers before the valuation's own save completes.
      await expect
        .poll(() => storedValuations(tenant, lead?.id ?? 0))
        .toEqual([{ rego: plate, lead_id: lead?.id, offer_price: null, offer_accepted: false }])
      const called = await inbox.leadFrom(email)
      expect(called.adf).toContain(`<id source="rego QLD">${plate}</id>`)
      expect(called.adf).toContain(`<odometer units="km">${kms.replace(/,/g, "")}</odometer>`)
    })

    it("orders parts in 3 steps (going back once), one lead completed on the last", async () => {
      await open("/vehicle-parts-and-accessories")
      const parts = new PartsPage(page)
      expect(await parts.wizardTitle.textContent()).toBe("Order Parts Online")
      if (javaScriptEnabled) await parts.hydrated()
      const email = `${tenant}-${tag}-parts@example.com`

      await parts.onStep("Contact Details")
      expect(await parts.currentStep.textContent()).toBe("Contact Details")
      await parts.fill({ Name: "Pat Parts", Email: email, Phone: "0498 765 432" })
      await parts.next()
      await parts.onStep("Vehicle Details")
      expect(await parts.currentStep.textContent()).toBe("Vehicle Details")

      await parts.next()
      await expect(parts.errors.textContent()).resolves.toContain("Please enter the vehicle make")
      await parts.fill({ "Vehicle Make": "Kia", "Vehicle Model": "Sportage", "Vehicle Year": "2021", "Part#": "58101-D3A10" })
      await parts.next()
      await parts.onStep("Order Details")
      expect(await parts.currentStep.textContent()).toBe("Order Details")
      await parts.back()
      await parts.onStep("Vehicle Details")
      expect(await page.getByLabel("Vehicle Make", { exact: true }).inputValue()).toBe("Kia")
      await parts.next()
      await parts.onStep("Order Details")
      await parts.fill({ "Order Detail": "A set of front brake pads" })
      await parts.order()
      await page.waitForURL((url) => url.pathname === "/success")
      expect(new URL(page.url()).searchParams.get("category")).toBe("Parts Enquiry")

      const [lead, ...others] = await storedLeads(tenant, email)
      expect(others).toEqual([])
      expect(lead).toMatchObject({
        category: "Parts Enquiry",
        status: "complete",
        form_completed: true,
        // Contact, vehicle, vehicle again after going back, order.
        steps: 4,
        payload: {
          name: "Pat Parts",
          phone: "0498 765 432",
          "Vehicle Make": "Kia",
          "Vehicle Model": "Sportage",
          "Vehicle Year": "2021",
          "Part#": "58101-D3A10",
          "Order Detail": "A set of front brake pads",
          lead_status: "Complete",
          form_completed: true,
          lead_id: lead?.id,
          source: "Website"
        }
      })
      // Delivered when started and again complete: the last one carries the whole order.
      const order = (await inbox.leadsFrom(email, 2)).at(-1)
      expect(order?.adf).toContain("Order detail: A set of front brake pads")
      expect(order?.adf).toContain("Part#: 58101-D3A10")
      expect(order?.adf).toContain("Vehicle make: Kia")
    })
  })

  it("has no serious or critical axe-core violation on the trade-in and parts screens", async () => {
    const car = await firstCar(tenant)
    const page = await browser.newPage()
    try {
      const found: Record<string, string[]> = {}
      const audit = async (name: string) => {
        const serious = seriousViolations(await axeViolations(page))
        if (serious.length > 0) found[name] = serious.map((violation) => `${violation.id}: ${violation.targets.join(", ")}`)
      }
      for (const path of ["/trade-in", "/sell-my-car", `/cars/trade-in?car_id=${car.id}`, "/vehicle-parts-and-accessories"]) {
        await page.goto(siteUrl(tenant, app.port, path), { waitUntil: "networkidle" })
        await audit(path)
      }
      await page.goto(siteUrl(tenant, app.port, "/trade-in"), { waitUntil: "networkidle" })
      const tradeIn = new TradeInPage(page)
      await tradeIn.hydrated()
      await tradeIn.getValuation()
      await tradeIn.errors.waitFor()
      await audit("/trade-in with errors")
      await tradeIn.fillDetails(seller(`${tenant}-axe@example.com`, YOUNG_PLATE, "20,000"))
      await tradeIn.getValuation()
      await page.getByRole("form", { name: "Tell us about your car" }).waitFor()
      await audit("/trade-in adjustments")
      expect(found).toEqual({})
    } finally {
      await page.close()
    }
  })
})
