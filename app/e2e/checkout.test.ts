import { isOnlinePurchasable, isReservable, type Car } from "@dealer/core"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations, seriousViolations } from "../measure/axe-audit.ts"
import { siteGet } from "../measure/site-request.ts"
import { siteUrl } from "./browser.ts"
import { CarDetailPage } from "./pages/car.ts"
import { CarTags, CheckoutPage, GaragePage } from "./pages/checkout.ts"
import { serverPerFile } from "./server-per-file.ts"

// Reserving writes to the database and reads sign-in codes from the outbox: this suite runs its own
// server, on a throwaway PostgreSQL cluster, and reads the stored reservations from it.
const server = serverPerFile("dealer_checkout")
let phones = 0

/** A mobile number no other test here uses. */
const newPhone = () => `04123${String(++phones).padStart(5, "0")}`

async function listedCars(slug: string): Promise<Car[]> {
  const answer = await siteGet(server.app.port, `${slug}.localhost`, "/api/stock/search")
  return (JSON.parse(answer.body.toString("utf8")) as { hits: Car[] }).hits
}

/** Signs in on the sign-in page the browser is on, with a new phone; answers the phone. */
async function signInHere(page: Page, slug: string): Promise<string> {
  const phone = newPhone()
  await server.signInHere(page, slug, phone)
  return phone
}

async function storedReservations(slug: string, carId: number) {
  return server.db.query<{ user_id: string | number; deposit: number; test_mode: boolean; payment_reference: string; phone: string }>(
    `SELECT r.user_id, r.deposit, r.test_mode, r.payment_reference, u.phone
     FROM reservations r JOIN users u ON u.tenant_slug = r.tenant_slug AND u.id = r.user_id
     WHERE r.tenant_slug = $1 AND r.car_id = $2`,
    [slug, carId]
  )
}

const tenants = [
  { slug: "metro-motor-group", reservePath: "checkout" },
  { slug: "coastal-kia", reservePath: "buy-online" }
] as const

describe.each(tenants)("reserving online on $slug", ({ slug, reservePath }) => {
  it("sends a signed-out shopper to sign-in and back, takes the test-mode deposit, and shows the car RESERVED everywhere", async () => {
    const car = (await listedCars(slug)).find((candidate) => isReservable(candidate) && candidate.stocknum)
    if (!car) throw new Error(`${slug} lists no reservable car`)
    const checkoutPath = `/cars/${car.slug}/${reservePath}`

    const phone = await server.inContext({}, async (page) => {
      await page.goto(siteUrl(slug, server.app.port, `/cars/${car.slug}`))
      const tags = new CarTags(page)
      await tags.reserveButton.click()
      await page.waitForURL(/\/sign-in\?/)
      const url = new URL(page.url())
      expect(url.searchParams.get("type")).toBe("checkout")
      expect(url.searchParams.get("redirect")).toBe(checkoutPath)
      expect(url.searchParams.get("back")).toBe(`/cars/${car.slug}`)

      const signedIn = await signInHere(page, slug)
      await page.waitForURL((next) => next.pathname === checkoutPath)
      const checkout = new CheckoutPage(page)
      expect(await checkout.heading.textContent()).toBe("Reserve Online")
      expect(await checkout.carTitle.textContent()).toContain(`${car.year} ${car.make} ${car.model}`)
      expect(await checkout.depositText.textContent()).toBe(
        "A refundable reservation deposit of $200 holds this car for 48 hours and is 100% refundable."
      )
      expect(await checkout.testModeNotice.textContent()).toContain("Test mode")
      expect(await checkout.cardInputs.count()).toBe(0)
      await checkout.payButton().click()
      await checkout.confirmation.waitFor()
      expect(await checkout.confirmationText.textContent()).toMatch(/is reserved for you until .+\. Your \$200 deposit is 100% refundable\.$/)

      // Stored once, for this shopper, by the test-mode provider.
      const stored = await storedReservations(slug, car.id)
      expect(stored).toEqual([
        expect.objectContaining({ deposit: 200, test_mode: true, phone: signedIn, payment_reference: expect.stringMatching(/^test_/) })
      ])

      // RESERVED on its page (without Reserve Now) and, once the index hears of it, in search.
      await page.goto(siteUrl(slug, server.app.port, `/cars/${car.slug}`))
      expect(await tags.onCarPage.textContent()).toBe("RESERVED")
      expect(await tags.reserveButton.count()).toBe(0)
      await expect
        .poll(
          async () => {
            await page.goto(siteUrl(slug, server.app.port, `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum ?? "")}`))
            return (await tags.onSearchCard(car.id).allTextContents()).join()
          },
          { timeout: 20_000 }
        )
        .toBe("RESERVED")

      // The garage lists the reservation.
      await checkoutGarage(page, slug)
      const garage = new GaragePage(page)
      expect(await garage.reservationTitles.allTextContents()).toEqual([expect.stringContaining(`${car.year} ${car.make} ${car.model}`)])
      expect(await garage.reservationHolds.first().textContent()).toMatch(/^Held until /)
      return signedIn
    })

    // Another shopper is told the car is reserved, pays nothing, and sees none of the first one's data.
    await server.inContext({}, async (page) => {
      await page.goto(siteUrl(slug, server.app.port, checkoutPath))
      await page.waitForURL(/\/sign-in\?/)
      const other = await signInHere(page, slug)
      expect(other).not.toBe(phone)
      await page.waitForURL((next) => next.pathname === checkoutPath)
      const checkout = new CheckoutPage(page)
      expect(await checkout.refusal.textContent()).toBe("Sorry, this car has already been reserved.")
      expect(await checkout.payButton().count()).toBe(0)
      await checkoutGarage(page, slug)
      const garage = new GaragePage(page)
      expect(await garage.reservationTitles.count()).toBe(0)
      expect(await garage.reservationsEmpty.textContent()).toBe("You haven't reserved a car yet.")
    })
    expect(await storedReservations(slug, car.id)).toHaveLength(1)
  }, 120_000)

  it("reserves with JavaScript disabled, through plain form posts", async () => {
    const cars = await listedCars(slug)
    const reserved = new Set((await server.db.query<{ car_id: string | number }>("SELECT car_id FROM reservations")).map((row) => Number(row.car_id)))
    const usable = cars.filter((candidate) => !reserved.has(candidate.id))
    // Metro's Buy Online page (/checkout-journey) for a used car; Coastal Kia's reserve page.
    const purchase = slug === "metro-motor-group"
    const settings = { online_purchase: "used-or-makes", online_purchase_makes: ["Kia", "MG"] } as const
    const car = usable.find((candidate) => (purchase ? isOnlinePurchasable(candidate, settings) : isReservable(candidate)))
    if (!car) throw new Error(`${slug} lists no car to reserve`)
    const path = purchase ? `/checkout-journey?car_id=${encodeURIComponent(car.slug)}` : `/cars/${car.slug}/${reservePath}`

    await server.inContext({ javaScriptEnabled: false }, async (page) => {
      await page.goto(siteUrl(slug, server.app.port, path))
      await page.waitForURL(/\/sign-in\?type=checkout&/)
      await signInHere(page, slug)
      await page.waitForURL((next) => `${next.pathname}${next.search}` === path)
      const checkout = new CheckoutPage(page)
      expect(await checkout.heading.textContent()).toBe(purchase ? "Buy Online" : "Reserve Online")
      await checkout.payButton().click()
      await checkout.confirmation.waitFor()
      expect(await storedReservations(slug, car.id)).toEqual([expect.objectContaining({ deposit: 200, test_mode: true })])
      await checkout.garageLink.click()
      await page.waitForURL(/\/my-garage$/)
      expect(await new GaragePage(page).reservationTitles.allTextContents()).toEqual([
        expect.stringContaining(`${car.year} ${car.make} ${car.model}`)
      ])
    })
  }, 120_000)

  it("has no serious or critical axe-core violation on sign-in, checkout and the garage", async () => {
    const cars = await listedCars(slug)
    const reserved = new Set((await server.db.query<{ car_id: string | number }>("SELECT car_id FROM reservations")).map((row) => Number(row.car_id)))
    const car = cars.find((candidate) => isReservable(candidate) && !reserved.has(candidate.id))
    const taken = cars.find((candidate) => reserved.has(candidate.id))
    if (!car || !taken) throw new Error(`${slug} lacks a free and a reserved car`)
    await server.inContext({}, async (page) => {
      const found: Record<string, string[]> = {}
      const audit = async (name: string) => {
        const serious = seriousViolations(await axeViolations(page))
        if (serious.length > 0) found[name] = serious.map((violation) => `${violation.id}: ${violation.targets.join(", ")}`)
      }
      await page.goto(siteUrl(slug, server.app.port, `/cars/${car.slug}/${reservePath}`), { waitUntil: "networkidle" })
      await audit("sign-in")
      await signInHere(page, slug)
      await page.waitForURL((next) => next.pathname.endsWith(`/${reservePath}`))
      await page.waitForLoadState("networkidle")
      await audit("checkout")
      await page.goto(siteUrl(slug, server.app.port, `/cars/${taken.slug}/${reservePath}`), { waitUntil: "networkidle" })
      await audit("checkout of a reserved car")
      await page.goto(siteUrl(slug, server.app.port, "/my-garage"), { waitUntil: "networkidle" })
      await audit("my garage")
      expect(found).toEqual({})
    })
  }, 120_000)
})

/** Opens My Garage (gated: the shopper is signed in here). */
async function checkoutGarage(page: Page, slug: string): Promise<void> {
  await page.goto(siteUrl(slug, server.app.port, "/my-garage"))
  await new GaragePage(page).heading.waitFor()
  expect(new URL(page.url()).pathname).toBe("/my-garage")
}

describe("gated pages", () => {
  it("sends a signed-out visitor from /my-garage to sign-in and back there, listing the enquiries sent from their phone", async () => {
    await server.inContext({}, async (page) => {
      await page.goto(siteUrl("metro-motor-group", server.app.port, "/my-garage"))
      await page.waitForURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage/)
      const phone = await signInHere(page, "metro-motor-group")
      await page.waitForURL(/\/my-garage$/)
      const garage = new GaragePage(page)
      expect(await garage.heading.textContent()).toBe("My Garage")
      expect(await garage.enquiryHeadings.count()).toBe(0)

      // One enquiry from this phone (written with spaces), one from another: only the first is theirs.
      const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
      const sent: ReadonlyArray<readonly [string, string]> = [[spaced, "Finance Enquiry"], ["0499111222", "Trade-in Enquiry"]]
      for (const [from, category] of sent) {
        const status = await page.evaluate(
          async ([body]) =>
            (await fetch("/api/leads", { method: "POST", headers: { "Content-Type": "application/json" }, body })).status,
          [JSON.stringify({ userData: enquiry(from, category), isLastStep: true })] as const
        )
        expect(status).toBe(200)
      }
      await page.reload()
      expect(await garage.enquiryHeadings.allTextContents()).toEqual(["Finance Enquiry"])
    })
  }, 60_000)

  it("leaves a car page open and answers the checkout of an unknown car with 404 once signed in", async () => {
    await server.inContext({}, async (page) => {
      const [car] = await listedCars("metro-motor-group")
      const response = await page.goto(siteUrl("metro-motor-group", server.app.port, `/cars/${car?.slug}`))
      expect(response?.status()).toBe(200)
      expect(await new CarDetailPage(page).title.count()).toBe(1)
      await page.goto(siteUrl("metro-motor-group", server.app.port, "/cars/no-such-car/checkout"))
      await page.waitForURL(/\/sign-in\?type=checkout/)
      await signInHere(page, "metro-motor-group")
      await page.waitForURL(/\/cars\/no-such-car\/checkout$/)
      const missing = await page.goto(siteUrl("metro-motor-group", server.app.port, "/cars/no-such-car/checkout"))
      expect(missing?.status()).toBe(404)
    })
  }, 60_000)
})

/** A lead form's payload from a shopper with this phone. */
function enquiry(phone: string, category: string) {
  return {
    url: "https://www.metromotorgroup.example/finance",
    source: "Website",
    user_agent: "Mozilla/5.0",
    car_id: null,
    car_dealership_id: 101,
    lead_attributes: { visited_pages: ["/finance"], linked_query_params: {} },
    category,
    subcategory: null,
    name: "Jo",
    last_name: "Citizen",
    email: "jo@example.com",
    phone,
    message: "Please call me."
  }
}
