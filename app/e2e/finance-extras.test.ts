import { currentPrice, type Car } from "@dealer/core"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { siteGet } from "../measure/site-request.ts"
import { siteUrl } from "./browser.ts"
import { layoutShiftScore, watchLayoutShifts } from "./layout-shifts.ts"
import { FinancePage, PriceDisplayChoice } from "./pages/finance.ts"
import { CarEnquiryPage, type Shopper } from "./pages/lead-forms.ts"
import { serverPerFile } from "./server-per-file.ts"

// Finance enquiries write leads and sign-in reads codes from the outbox: this suite runs its own
// server on a throwaway PostgreSQL cluster and reads the stored leads from it.
const server = serverPerFile("dealer_finance_extras", { LEAD_LIMIT_PER_CLIENT: "100000", LEAD_LIMIT_PER_NETWORK: "100000" })
let serial = 0

function shopper(tenant: string, what: string): Shopper {
  serial += 1
  return { name: "Jo Citizen", email: `${what}-${serial}@${tenant}.example`, phone: "0412345678" }
}

/** The leads the database holds for one shopper's email. */
async function storedLeads(email: string) {
  return server.db.query<{ tenant_slug: string; category: string; car_id: string | number | null }>(
    "SELECT tenant_slug, category, car_id FROM leads WHERE payload->>'email' = $1",
    [email]
  )
}

/** A car in stock on the tenant's site, priced within the calculator's default loan amounts. */
async function stockedCar(slug: string): Promise<Car> {
  const answer = await siteGet(server.app.port, `${slug}.localhost`, "/api/stock/search")
  const { hits } = JSON.parse(answer.body.toString("utf8")) as { hits: Car[] }
  const car = hits.find((hit) => hit.status === "in_stock" && currentPrice(hit) > 1000 && currentPrice(hit) < 90_000)
  if (!car) throw new Error(`No priced car in stock on ${slug}`)
  return car
}

async function expectNoSeriousAxeViolations(page: Page, what: string) {
  expect(seriousViolations(await axeViolations(page)), what).toEqual([])
}

/** Fills and sends the finance enquiry on the page, then answers the lead the database stored. */
async function sendFinanceEnquiry(page: Page, tenant: string) {
  const form = new FinancePage(page).form
  const who = shopper(tenant, "finance")
  await form.fillContact(who)
  await form.chooseFirst("Select a Preferred Dealership")
  await form.submit()
  await page.waitForURL(/\/success/)
  const leads = await storedLeads(who.email)
  expect(leads).toHaveLength(1)
  return leads[0]
}

describe("personalised finance", () => {
  it("sends a signed-out visitor to sign-in and back on the tenant that gates it, then stores the car's finance enquiry", async () => {
    const car = await stockedCar("coastal-kia")
    const path = `/personalised/finance?car_id=${car.id}`
    await server.inContext({}, async (page) => {
      await page.goto(siteUrl("coastal-kia", server.app.port, path))
      await page.waitForURL(/\/sign-in\?type=car-finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D/)
      const phone = `04129${String(++serial).padStart(5, "0")}`
      await server.signInHere(page, "coastal-kia", phone)
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
      const finance = new FinancePage(page)
      // The address changes just before the page is drawn.
      await expect.poll(() => finance.heading.textContent()).toBe("Your Personalised Finance")
      expect(await finance.carTitle.textContent()).toContain(car.make ?? "")
      await expect.poll(() => finance.loanAmount.inputValue()).toMatch(/\d/)
      expect(Number((await finance.loanAmount.inputValue()).replace(/\D/g, ""))).toBe(Math.round(currentPrice(car)))
      await expect.poll(() => finance.form.field("Comments").inputValue()).toContain("I'd like to apply for finance on the")
      await expectNoSeriousAxeViolations(page, "personalised finance page")
      const lead = await sendFinanceEnquiry(page, "coastal-kia")
      expect(lead).toMatchObject({ tenant_slug: "coastal-kia", category: "Finance Enquiry" })
      expect(Number(lead?.car_id)).toBe(car.id)
    })
  }, 180_000)

  it("opens at once where the tenant does not gate it, and sends the enquiry without JavaScript", async () => {
    const car = await stockedCar("metro-motor-group")
    await server.inContext({ javaScriptEnabled: false }, async (page) => {
      page.setDefaultTimeout(30_000)
      const answer = await page.goto(siteUrl("metro-motor-group", server.app.port, `/personalised/finance?car_id=${car.id}`))
      expect(answer?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe("/personalised/finance")
      expect(await new FinancePage(page).form.field("Comments").inputValue()).toContain("I'd like to apply for finance on the")
      const lead = await sendFinanceEnquiry(page, "metro-motor-group")
      expect(lead).toMatchObject({ tenant_slug: "metro-motor-group", category: "Finance Enquiry" })
      expect(Number(lead?.car_id)).toBe(car.id)
    })
  }, 180_000)

  it("answers 404 for a missing or unknown car", async () => {
    for (const path of ["/personalised/finance", "/personalised/finance?car_id=999999999", "/personalised/finance?car_id=abc"]) {
      expect((await siteGet(server.app.port, "metro-motor-group.localhost", path)).status, path).toBe(404)
    }
  })
})

describe.each([
  { tenant: "westside-used-cars", path: "/finance-enquiry", other: "/apply-for-finance" },
  { tenant: "harbour-nissan", path: "/apply-for-finance", other: "/finance-enquiry" }
])("the finance page at $path on $tenant", ({ tenant, path, other }) => {
  it("is where the car's Get Finance leads, and stores the finance enquiry sent from it", async () => {
    const car = await stockedCar(tenant)
    await server.inContext({}, async (page) => {
      await page.goto(siteUrl(tenant, server.app.port, `/cars/${car.slug}`))
      const href = (await new CarEnquiryPage(page).button("finance").getAttribute("href")) ?? ""
      expect(href).toBe(`${path}?car_id=${car.id}#finance-form`)
      await page.goto(siteUrl(tenant, server.app.port, href))
      await expect.poll(() => new FinancePage(page).form.field("Comments").inputValue()).toContain(
        "I'd like to apply for finance on the"
      )
      await expectNoSeriousAxeViolations(page, `${path} on ${tenant}`)
      const lead = await sendFinanceEnquiry(page, tenant)
      expect(lead).toMatchObject({ tenant_slug: tenant, category: "Finance Enquiry" })
      expect(Number(lead?.car_id)).toBe(car.id)
    })
  }, 180_000)

  it("answers only there: the other name is 404 on this tenant, and this name on a tenant using /finance", async () => {
    expect((await siteGet(server.app.port, `${tenant}.localhost`, path)).status).toBe(200)
    expect((await siteGet(server.app.port, `${tenant}.localhost`, other)).status).toBe(404)
    expect((await siteGet(server.app.port, "coastal-kia.localhost", path)).status).toBe(404)
  })
})

describe("the finance link in the navigation", () => {
  it("leads the one-brand header's Finance to the tenant's finance page", async () => {
    await server.inContext({}, async (page) => {
      await page.goto(siteUrl("harbour-nissan", server.app.port, "/"))
      const finance = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Finance", exact: true })
      expect(await finance.getAttribute("href")).toBe("/apply-for-finance")
    })
  })
})

describe("the Cash or Finance price display", () => {
  it("shows the cards' repayments once the shopper picks Finance, and keeps the choice across a reload", async () => {
    await server.inContext({}, async (page) => {
      await page.goto(siteUrl("westside-used-cars", server.app.port, "/search/new-used-and-demo-cars"))
      const choice = new PriceDisplayChoice(page)
      await choice.option("Cash").waitFor()
      expect(await choice.option("Cash").isChecked()).toBe(true)
      expect(await choice.repayments.count()).toBe(0)
      await choice.option("Finance").check()
      await expect.poll(() => choice.repayments.count()).toBeGreaterThan(0)
      expect(await choice.repayments.first().textContent()).toMatch(/\$[\d,]+\/(week|fortnight|month)/)
      expect(await page.evaluate(() => localStorage.getItem("westside-used-cars:PriceDisplay"))).toBe("Finance")
      await expectNoSeriousAxeViolations(page, "search page showing finance")
      await page.reload()
      await choice.option("Finance").waitFor()
      await expect.poll(() => choice.option("Finance").isChecked()).toBe(true)
      await expect.poll(() => choice.repayments.count()).toBeGreaterThan(0)
      await choice.option("Cash").check()
      await expect.poll(() => choice.repayments.count()).toBe(0)
    })
  }, 180_000)

  it("shows cash prices and no choice without JavaScript", async () => {
    await server.inContext({ javaScriptEnabled: false }, async (page) => {
      await page.goto(siteUrl("westside-used-cars", server.app.port, "/search/new-used-and-demo-cars"))
      expect(await page.locator(".car-card .price").count()).toBeGreaterThan(0)
      expect(await new PriceDisplayChoice(page).repayments.count()).toBe(0)
      // Its place is kept for the script that never comes; nothing of it shows.
      expect(await page.locator(".price-display-toggle").isVisible()).toBe(false)
    })
  }, 60_000)
})

describe("lender finance strips and the finance quote", () => {
  it("shows each lender's strip on search cards, its disclaimer fetched when opened, and none on a Suzuki site", async () => {
    await server.inContext({}, async (page) => {
      const asked: string[] = []
      page.on("request", (request) => {
        if (request.url().includes("/api/cars/")) asked.push(new URL(request.url()).pathname)
      })
      await page.goto(siteUrl("westside-used-cars", server.app.port, "/search/new-used-and-demo-cars"))
      const card = page.locator(".car-card").filter({ has: page.locator('[data-lender="Car Clarity"]') }).first()
      expect(await card.locator(".lender-strip").evaluateAll((strips) => strips.map((strip) => strip.getAttribute("data-lender")))).toEqual([
        "Taurus",
        "Car Clarity"
      ])
      const taurus = card.locator('[data-lender="Taurus"]')
      expect(await taurus.locator(".finance-strip__payment").textContent()).toMatch(/^\$[\d,]+\/week$/)
      expect(await taurus.locator("dt").allTextContents()).toEqual(["Interest Rate", "Comparison Rate", "Term", "Deposit", "Balloon"])
      expect(asked).toEqual([])
      const trigger = taurus.getByRole("button", { name: "Disclaimer: Taurus" })
      await trigger.evaluate((element) =>
        new Promise<void>((resolve) => {
          const live = () => Object.keys(element).some((key) => key.startsWith("__reactProps"))
          const wait = () => (live() ? resolve() : setTimeout(wait, 20))
          wait()
        })
      )
      await trigger.click()
      const dialog = page.getByRole("dialog", { name: "Finance Disclaimer" })
      await expect.poll(() => dialog.textContent()).toContain("Finance by Taurus")
      expect(asked).toHaveLength(1)
      await page.keyboard.press("Escape")
      await expect.poll(() => dialog.count()).toBe(0)
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true)
      // Opened again: no second fetch.
      await trigger.click()
      await dialog.waitFor()
      expect(asked).toHaveLength(1)

      await page.goto(siteUrl("bayside-suzuki", server.app.port, "/search/new-used-and-demo-cars"))
      expect(await page.locator(".car-card").count()).toBeGreaterThan(0)
      expect(await page.locator(".lender-strip").count()).toBe(0)
    })
  }, 60_000)

  it("shows the sidebar's monthly Nissan Finance strip, none for a sold car, and requests the quote once where the switch is on", async () => {
    await server.inContext({}, async (page) => {
      await page.goto(siteUrl("harbour-nissan", server.app.port, "/cars/2026-nissan-ariya-engage-n11799"))
      const sidebar = page.locator(".car-page__sidebar")
      expect(await sidebar.locator(".lender-strip").evaluateAll((strips) => strips.map((strip) => strip.getAttribute("data-lender")))).toEqual([
        "Nissan Finance"
      ])
      expect(await sidebar.locator(".finance-strip__payment").textContent()).toMatch(/^\$[\d,]+\/month$/)

      await page.goto(siteUrl("westside-used-cars", server.app.port, "/cars/2024-kia-sportage-s-k11020"))
      expect(await sidebar.locator(".car-page__sold").count()).toBe(1)
      expect(await sidebar.locator(".finance-strip").count()).toBe(0)

      const quotes: unknown[] = []
      page.on("request", (request) => {
        if (request.url().endsWith("/api/youx/quote")) quotes.push(request.postDataJSON())
      })
      await watchLayoutShifts(page)
      await page.goto(siteUrl("coastal-kia", server.app.port, "/cars/2026-kia-sorento-sport-k10696"))
      await sidebar.locator(".finance-strip__payment").waitFor()
      expect(await sidebar.locator(".finance-strip__payment").textContent()).toMatch(/^\$[\d,]+\/week$/)
      await page.waitForLoadState("networkidle")
      expect(quotes).toHaveLength(1)
      // The quote took the place held for it: nothing below moved when it came.
      expect(await layoutShiftScore(page)).toBeLessThan(0.01)
      expect(quotes[0]).toMatchObject({ selfAssessedCreditScore: "GREAT", purchasePrice: 46_990, loanTerm: 60, year: 2026 })
      // A tenant without the switch asks for none.
      await page.goto(siteUrl("harbour-nissan", server.app.port, "/cars/2026-nissan-ariya-engage-n11799"))
      await page.waitForLoadState("networkidle")
      expect(quotes).toHaveLength(1)
    })
  }, 60_000)
})
