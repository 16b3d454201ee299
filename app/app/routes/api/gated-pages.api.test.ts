import type { Payments, SmsMessage } from "@dealer/core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Services } from "../../server/create-services.server.ts"
import { apiTargets } from "../../test/api-databases.ts"
import { ApiClient, errorOf, json, openTestServices, seedTestTenants, TEST_NOW } from "../../test/api-harness.ts"

describe.each(apiTargets())("spin-to-win and online payment calls on $name", (target) => {
  let services: Services
  const clock = { now: TEST_NOW }
  let address = 0
  let phones = 0
  const browser = (host?: string, other?: Services) =>
    new ApiClient(other ?? services, { address: `192.0.2.${++address}`, ...(host ? { host } : {}) })

  /** A new client signed in with a new phone on the tenant of `host`. */
  const signedIn = async (host?: string, other?: Services) => {
    const client = browser(host, other)
    const phone = `04130${String(++phones).padStart(5, "0")}`
    expect((await client.post("/api/auth/code", { phone })).status).toBe(202)
    const { messages } = await json<{ messages: Array<{ kind: string; payload: SmsMessage }> }>(await client.get("/dev/outbox"))
    const sms = messages.find((message) => message.kind === "sms" && message.payload.to === phone)
    const code = /^(\d{6}) is your /.exec(sms?.payload.text ?? "")?.[1] ?? ""
    expect((await client.post("/api/auth/verify", { phone, code })).status).toBe(200)
    return client
  }

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock)
  })
  afterAll(() => services?.close())

  describe("POST /api/spin-to-win", () => {
    it("asks a signed-out shopper to sign in", async () => {
      const response = await browser().post("/api/spin-to-win", {})
      expect(response.status).toBe(401)
      expect((await errorOf(response)).code).toBe("sign_in_required")
    })

    it("answers 404 where the tenant runs no campaign", async () => {
      const client = await signedIn("coastal-kia.localhost")
      expect((await client.post("/api/spin-to-win", {})).status).toBe(404)
    })

    it("draws one prize of the campaign and answers it again on every later spin", async () => {
      const client = await signedIn()
      const first = await client.post("/api/spin-to-win", {})
      expect(first.status).toBe(201)
      const { entry, already_spun } = await json<{ entry: { campaign_id: string; prize_id: string }; already_spun: boolean }>(first)
      expect(already_spun).toBe(false)
      expect(entry.campaign_id).toBe("spring-2026")
      expect(["car-wash", "fuel-voucher", "free-service"]).toContain(entry.prize_id)
      for (let spin = 0; spin < 3; spin++) {
        const again = await client.post("/api/spin-to-win", {})
        expect(again.status).toBe(200)
        expect(await json(again)).toEqual({ entry, already_spun: true })
      }
    })
  })

  describe("POST /api/online-payments", () => {
    it("asks a signed-out customer to sign in", async () => {
      expect((await browser().post("/api/online-payments", { reference: "INV-1", amount: "20" })).status).toBe(401)
    })

    it("names each bad field in the tenant's words and stores nothing", async () => {
      const client = await signedIn()
      const response = await client.post("/api/online-payments", { reference: "", amount: "20.001" })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).fields).toEqual([
        { path: "reference", message: "Please enter your invoice or reference number." },
        { path: "amount", message: "Please enter an amount in dollars and cents, e.g. 249.95." }
      ])
    })

    it("takes a test-mode payment and records it", async () => {
      const client = await signedIn()
      const response = await client.post("/api/online-payments", { reference: "inv-1042", amount: "1,249.95" })
      expect(response.status).toBe(201)
      const { payment } = await json<{ payment: { id: number } }>(response)
      expect(payment).toEqual({
        id: expect.any(Number),
        invoice_reference: "INV-1042",
        amount_cents: 124995,
        currency: "AUD",
        payment_reference: expect.stringMatching(/^test_/),
        test_mode: true,
        created_at: TEST_NOW.toISOString()
      })
      const [row] = await services.db.query<{ amount_cents: string | number }>(
        "SELECT amount_cents FROM online_payments WHERE id = $1",
        [payment.id]
      )
      expect(Number(row?.amount_cents)).toBe(124995)
    })

    it("stores nothing when the provider declines, answering 402", async () => {
      const declining: Payments = {
        ...services.payments,
        chargePayment: async () => ({ kind: "declined", reason: "card declined" })
      }
      const other = { ...services, payments: declining }
      const client = await signedIn(undefined, other)
      const before = await services.db.query("SELECT id FROM online_payments")
      const response = await client.post("/api/online-payments", { reference: "INV-7", amount: "75" })
      expect(response.status).toBe(402)
      expect((await errorOf(response)).message).toBe("Your payment didn't go through. Nothing was charged; please try again.")
      expect(await services.db.query("SELECT id FROM online_payments")).toHaveLength(before.length)
    })
  })
})
