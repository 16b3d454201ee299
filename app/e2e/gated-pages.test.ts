import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { siteGet } from "../measure/site-request.ts"
import { siteUrl } from "./browser.ts"
import { GaragePage } from "./pages/checkout.ts"
import { OnlinePaymentPage, SpinToWinPage } from "./pages/gated.ts"
import { serverPerFile } from "./server-per-file.ts"

// Spins and payments write to the database and sign-in codes come from the outbox: this suite runs
// its own server on a throwaway PostgreSQL cluster, and reads what was stored from it.
const server = serverPerFile("dealer_gated_pages")
let phones = 0

const METRO = "metro-motor-group"

/** A mobile number no other test here uses. */
const newPhone = () => `04124${String(++phones).padStart(5, "0")}`

/** Signs in on the sign-in page the browser is on, with a new phone; answers the phone. */
async function signInHere(page: Page, slug: string): Promise<string> {
  const phone = newPhone()
  await server.signInHere(page, slug, phone)
  return phone
}

/** The sign-in page's heading for each reason (core's signInTexts, decision 0055). */
const SIGN_IN_HEADINGS: Readonly<Record<string, string>> = {
  watchlist: "Sign In to Save This Car",
  checkout: "Sign In to Reserve This Car",
  finance: "Sign In to Apply for Finance",
  "car-finance": "Sign In for Your Finance Quote",
  "spin-to-win": "Sign In to Spin to Win",
  "online-payment": "Sign In to Pay Online",
  "my-garage": "Sign In to Your Garage",
  "trade-in": "Sign In to Value Your Car"
}

/** Opens a gated page as a signed-out visitor coming from the home page; checks the sign-in URL and heading. */
async function openSignedOut(page: Page, slug: string, path: string, type: string): Promise<void> {
  await page.goto(siteUrl(slug, server.app.port, path), { referer: siteUrl(slug, server.app.port, "/") })
  await page.waitForURL(/\/sign-in\?/)
  const url = new URL(page.url())
  expect(url.pathname).toBe("/sign-in")
  expect([...url.searchParams.entries()]).toEqual([
    ["type", type],
    ["redirect", path],
    ["back", "/"]
  ])
  expect(await page.locator("main h1").textContent()).toBe(SIGN_IN_HEADINGS[type])
}

const spinEntriesOf = (phone: string) =>
  server.db.query<{ campaign_id: string; prize_id: string; prize_label: string }>(
    `SELECT s.campaign_id, s.prize_id, s.prize_label FROM spin_entries s
     JOIN users u ON u.tenant_slug = s.tenant_slug AND u.id = s.user_id
     WHERE s.tenant_slug = $1 AND u.phone = $2`,
    [METRO, phone]
  )

const paymentsOf = (slug: string, phone: string) =>
  server.db.query<{ invoice_reference: string; amount_cents: string | number; payment_reference: string; test_mode: boolean }>(
    `SELECT p.invoice_reference, p.amount_cents, p.payment_reference, p.test_mode FROM online_payments p
     JOIN users u ON u.tenant_slug = p.tenant_slug AND u.id = p.user_id
     WHERE p.tenant_slug = $1 AND u.phone = $2`,
    [slug, phone]
  )

describe("sign-in page", () => {
  it("says why the visitor is asked to sign in, per type, and in general without one", async () => {
    const headingOf = async (query: string) => {
      const html = (await siteGet(server.app.port, `${METRO}.localhost`, `/sign-in${query}`)).body.toString()
      return { h1: /<h1>([^<]*)<\/h1>/.exec(html)?.[1], title: /<title>([^<|]*)/.exec(html)?.[1]?.trim() }
    }
    for (const [type, heading] of Object.entries(SIGN_IN_HEADINGS)) {
      expect(await headingOf(`?type=${type}&redirect=%2F`)).toEqual({ h1: heading, title: heading })
    }
    expect((await headingOf("")).h1).toBe("Sign In")
    expect((await headingOf("?type=nonsense")).h1).toBe("Sign In")
  })
})

describe("spin to win", () => {
  it("sends a signed-out visitor to sign-in and back, draws one prize, and shows it again on a second spin", async () => {
    await server.inContext({}, async (page) => {
      await openSignedOut(page, METRO, "/spin-to-win", "spin-to-win")
      const phone = await signInHere(page, METRO)
      await page.waitForURL((url) => url.pathname === "/spin-to-win")
      const spin = new SpinToWinPage(page)
      expect(await spin.heading.textContent()).toBe("Spring Spin to Win")
      expect(await spin.prizes.allTextContents()).toEqual([
        "A free hand car wash",
        "A $50 fuel voucher",
        "A free logbook service"
      ])

      // A second tab opened before the first spin still shows the spin button.
      const secondTab = await page.context().newPage()
      await secondTab.goto(siteUrl(METRO, server.app.port, "/spin-to-win"))
      const second = new SpinToWinPage(secondTab)
      await second.spinButton.waitFor()

      await spin.spinButton.click()
      await spin.result.waitFor()
      const prize = await spin.prizeId()
      const label = (await spin.result.textContent())?.replace(/^You won: /, "")
      expect(await spinEntriesOf(phone)).toEqual([{ campaign_id: "spring-2026", prize_id: prize, prize_label: label }])
      expect(await spin.repeatNote.count()).toBe(0)
      expect(await spin.spinButton.count()).toBe(0)

      await second.spinButton.click()
      await second.repeatNote.waitFor()
      expect(await second.repeatNote.textContent()).toBe("You've already had your spin for this promotion.")
      expect(await second.prizeId()).toBe(prize)
      expect(await spinEntriesOf(phone)).toHaveLength(1)

      await page.reload()
      expect(await spin.prizeId()).toBe(prize)
      expect(await spin.spinButton.count()).toBe(0)
    })
  }, 120_000)

  it("answers 404 where the tenant runs no campaign, signed in or not", async () => {
    const answer = await siteGet(server.app.port, "coastal-kia.localhost", "/spin-to-win")
    expect(answer.status).toBe(404)
  })
})

describe("online payment", () => {
  it("sends a signed-out visitor to sign-in and back, refuses a bad amount, and records a test-mode payment", async () => {
    await server.inContext({}, async (page) => {
      await openSignedOut(page, METRO, "/online-payment", "online-payment")
      const phone = await signInHere(page, METRO)
      await page.waitForURL((url) => url.pathname === "/online-payment")
      const payment = new OnlinePaymentPage(page)
      expect(await payment.heading.textContent()).toBe("Online Payment")
      expect(await payment.testModeNotice.textContent()).toMatch(/^Test mode: no payment is taken/)
      expect(await payment.cardInputs.count()).toBe(0)

      await payment.pay("inv-1042", "249.955")
      await payment.amountError.waitFor()
      expect(await payment.amountError.textContent()).toBe("Please enter an amount in dollars and cents, e.g. 249.95.")
      expect(await paymentsOf(METRO, phone)).toEqual([])

      await payment.pay("inv-1042", "10000.01")
      await page.getByText("The largest amount you can pay online is $10,000.00.", { exact: false }).first().waitFor()
      expect(await paymentsOf(METRO, phone)).toEqual([])

      await payment.pay("inv-1042", "$1,249.95")
      await payment.confirmation.waitFor()
      expect(await payment.confirmation.textContent()).toContain("We received your payment of $1,249.95 for INV-1042.")
      const stored = await paymentsOf(METRO, phone)
      expect(stored).toEqual([
        { invoice_reference: "INV-1042", amount_cents: expect.anything(), payment_reference: expect.stringMatching(/^test_/), test_mode: true }
      ])
      expect(Number(stored[0]?.amount_cents)).toBe(124995)
      expect(await payment.paymentReference.textContent()).toBe(stored[0]?.payment_reference)
      expect(new URL(page.url()).searchParams.get("paid")).toMatch(/^\d+$/)
    })
  }, 120_000)

  it("holds the amount to the tenant's own bounds", async () => {
    await server.inContext({}, async (page) => {
      await openSignedOut(page, "westside-used-cars", "/online-payment", "online-payment")
      await signInHere(page, "westside-used-cars")
      await page.waitForURL((url) => url.pathname === "/online-payment")
      const payment = new OnlinePaymentPage(page)
      await payment.pay("R-77", "49.99")
      await payment.amountError.waitFor()
      expect(await payment.amountError.textContent()).toBe("The smallest amount you can pay online is $50.00.")
    })
  }, 120_000)

  it("shows nobody else's confirmation", async () => {
    const [other] = await server.db.query<{ id: string | number }>("SELECT id FROM online_payments ORDER BY id LIMIT 1")
    if (!other) throw new Error("No payment stored yet")
    await server.inContext({}, async (page) => {
      await openSignedOut(page, METRO, "/online-payment", "online-payment")
      await signInHere(page, METRO)
      await page.waitForURL((url) => url.pathname === "/online-payment")
      await page.goto(siteUrl(METRO, server.app.port, `/online-payment?paid=${other.id}`))
      const payment = new OnlinePaymentPage(page)
      await payment.heading.waitFor()
      expect(await payment.confirmation.count()).toBe(0)
      expect(await page.getByLabel("Amount (AUD)").count()).toBe(1)
    })
  }, 120_000)
})

describe("garage paths", () => {
  it("answers the group's garage path on its tenant, behind sign-in, and 404 on another", async () => {
    await server.inContext({}, async (page) => {
      await openSignedOut(page, METRO, "/mymotorama", "my-garage")
      await signInHere(page, METRO)
      await page.waitForURL((url) => url.pathname === "/mymotorama")
      expect(await new GaragePage(page).heading.textContent()).toBe("My Garage")
    })
    expect((await siteGet(server.app.port, "coastal-kia.localhost", "/mymotorama")).status).toBe(404)
    expect((await siteGet(server.app.port, "coastal-kia.localhost", "/myblinkr")).status).toBe(404)
    // Westside's garage is /myblinkr only: /my-garage is not its page.
    expect((await siteGet(server.app.port, "westside-used-cars.localhost", "/my-garage")).status).toBe(404)
    await server.inContext({}, async (page) => {
      await openSignedOut(page, "westside-used-cars", "/myblinkr", "my-garage")
      await signInHere(page, "westside-used-cars")
      await page.waitForURL((url) => url.pathname === "/myblinkr")
      expect(await new GaragePage(page).heading.textContent()).toBe("My Garage")
    })
  }, 120_000)
})

describe("without JavaScript", () => {
  it("spins and pays through plain form posts", async () => {
    await server.inContext({ javaScriptEnabled: false }, async (page) => {
      await openSignedOut(page, METRO, "/spin-to-win", "spin-to-win")
      const phone = await signInHere(page, METRO)
      await page.waitForURL((url) => url.pathname === "/spin-to-win")
      // A second tab's form, opened before the spin, posts the same spin again afterwards.
      const secondTab = await page.context().newPage()
      await secondTab.goto(siteUrl(METRO, server.app.port, "/spin-to-win"))
      const second = new SpinToWinPage(secondTab)
      await second.spinButton.waitFor()
      const spin = new SpinToWinPage(page)
      await spin.spinButton.click()
      await spin.result.waitFor()
      const prize = await spin.prizeId()
      expect(await spinEntriesOf(phone)).toEqual([expect.objectContaining({ prize_id: prize })])
      await second.spinButton.click()
      await second.repeatNote.waitFor()
      expect(new URL(secondTab.url()).search).toBe("?again=1")
      expect(await second.prizeId()).toBe(prize)
      expect(await spinEntriesOf(phone)).toHaveLength(1)

      await page.goto(siteUrl(METRO, server.app.port, "/online-payment"))
      const payment = new OnlinePaymentPage(page)
      await payment.pay("", "20")
      await payment.referenceError.waitFor()
      expect(await payment.referenceError.textContent()).toBe("Please enter your invoice or reference number.")
      await payment.pay("SVC/2031", "180")
      await payment.confirmation.waitFor()
      expect(await paymentsOf(METRO, phone)).toEqual([expect.objectContaining({ invoice_reference: "SVC/2031", test_mode: true })])
    })
  }, 120_000)
})

describe("accessibility", () => {
  it("has no serious or critical axe-core violation on the gated pages", async () => {
    await server.inContext({}, async (page) => {
      const found: Record<string, string[]> = {}
      const audit = async (name: string) => {
        await page.waitForLoadState("networkidle")
        const serious = seriousViolations(await axeViolations(page))
        if (serious.length > 0) found[name] = serious.map((violation) => `${violation.id}: ${violation.targets.join(", ")}`)
      }
      await openSignedOut(page, METRO, "/spin-to-win", "spin-to-win")
      await signInHere(page, METRO)
      await page.waitForURL((url) => url.pathname === "/spin-to-win")
      await audit("spin to win")
      const spin = new SpinToWinPage(page)
      await spin.spinButton.click()
      await spin.result.waitFor()
      await audit("spin result")
      await page.goto(siteUrl(METRO, server.app.port, "/online-payment"))
      await audit("online payment")
      const payment = new OnlinePaymentPage(page)
      await payment.pay("", "1.234")
      await payment.amountError.waitFor()
      await audit("online payment errors")
      await payment.pay("INV-9", "75")
      await payment.confirmation.waitFor()
      await audit("online payment confirmation")
      await page.goto(siteUrl(METRO, server.app.port, "/mymotorama"))
      await audit("garage path")
      expect(found).toEqual({})
    })
  }, 180_000)
})
