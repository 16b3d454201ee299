import { randomBytes, randomInt } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiTargets } from "../../test/api-databases.ts"
import { ApiClient, errorOf, json, openTestServices, seedTestTenants, TEST_NOW, testSettings } from "../../test/api-harness.ts"
import { leadBody } from "../../test/lead-bodies.ts"
import type { ApiSettings } from "../../server/api-settings.server.ts"
import type { Services } from "../../server/create-services.server.ts"

const TENANT = "metro-motor-group"
const ANSWERS = { accident_history: "No", service_history: "Yes", condition: "Good", warning_lights: "No" }
const ACCEPTANCE = { form_completed: true, offer_accepted: true, subcategory: "3. Offer Accepted" }
const COOKIE = /^dealer_continuation=([A-Za-z0-9_-]{43}); Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax$/

/** Limits no run of this file reaches, so every guessed id gets past them to the ownership check. */
const roomySettings: ApiSettings = {
  ...testSettings,
  limits: Object.fromEntries(
    Object.entries(testSettings.limits).map(([name, limit]) => [name, { ...limit, limit: 1_000_000 }])
  ) as unknown as ApiSettings["limits"]
}

// Every table a continued call could write to, and what they hold, as one digest each.
const WRITTEN_TABLES = ["leads", "lead_steps", "lead_attributes", "valuations", "outbox", "test_drive_bookings"]

/** `count` ids nobody was handed: random safe integers, many of them in the range ids are drawn from. */
function guessedIds(count: number): ReadonlyArray<number> {
  return Array.from({ length: count }, (_, index) =>
    index % 2 === 0 ? 2 ** 47 + randomInt(0, 2 ** 47) : randomInt(1, 2 ** 48 - 1) * (index % 3 === 0 ? 31 : 1)
  )
}

/** The ids next to a real one, as a sequential-id guess would try them. */
const neighboursOf = (id: number) => [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5].map((offset) => id + offset)

describe.each(apiTargets())("continuing a lead or a valuation on $name", (target) => {
  let services: Services
  const clock = { now: TEST_NOW }
  let address = 0
  // Each test's browsers are their own clients, with their own cookies.
  const browser = (host?: string) =>
    new ApiClient(services, { address: `198.51.100.${(++address % 250) + 1}`, ...(host ? { host } : {}) })

  const stored = async () => {
    const digests = WRITTEN_TABLES.map(
      (table) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${table} t) AS ${table}`
    )
    const [row] = await services.db.query<Record<string, string>>(`SELECT ${digests.join(", ")}`)
    return row
  }

  const signedIn = async (phone: string) => {
    const client = browser()
    const user = await services.repositories.users.findOrCreateByPhone(TENANT, phone, TEST_NOW)
    const token = randomBytes(32).toString("base64url")
    const expiresAt = new Date(TEST_NOW.getTime() + 86_400_000)
    await services.repositories.sessions.create({ tenantSlug: TENANT, userId: user.id, token, now: TEST_NOW, expiresAt })
    client.cookies.set("dealer_session", token)
    return client
  }

  /** A browser part-way through a parts order: its lead, not yet complete. */
  const startedLead = async (client = browser()) => {
    const answer = await client.post("/api/leads", leadBody({ category: "Parts Enquiry", "Order Detail": "" }, false))
    expect(answer.status).toBe(200)
    return (await json<{ lead_id: number }>(answer)).lead_id
  }

  /** A browser part-way through a trade-in: its valuation (looked up) and its lead, attached. */
  const startedValuation = async (client = browser()) => {
    const { id } = await json<{ id: number }>(
      await client.post("/api/trade-in/rego-lookup", { rego: "NEW001", regoState: "qld" })
    )
    const lead_id = (
      await json<{ lead_id: number }>(await client.post("/api/leads", leadBody({ category: "Trade In", rego: "NEW001" })))
    ).lead_id
    const saved = await client.post("/api/miscellaneous", { id, lead_id, rego: "NEW001", column_name: "valuation" })
    expect(saved.status).toBe(200)
    return { id, lead_id }
  }

  /** The five continuing calls an attacker would make on a lead id and a valuation id. */
  const attacks = (leadId: number, valuationId: number): ReadonlyArray<readonly [string, unknown, "lead" | "valuation"]> => [
    ["/api/leads", { lead_id: leadId, isLastStep: true, userData: { email: "attacker@evil.example" } }, "lead"],
    ["/api/trade-in/offer-accepted", { lead_id: leadId, ...ACCEPTANCE }, "lead"],
    ["/api/trade-in/adjustments", { id: valuationId, adjustmentAnswers: ANSWERS }, "valuation"],
    ["/api/miscellaneous", { id: valuationId, offer_price: 1, offer_accepted: true, column_name: "valuation" }, "valuation"],
    ["/api/miscellaneous", { lead_id: leadId, offer_price: 1, column_name: "valuation" }, "lead"]
  ]

  let missingLead: { code: string; message: string }
  let missingValuation: { code: string; message: string }

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock, roomySettings)
    // What a record that does not exist answers; a record of another browser must answer the same.
    missingLead = await errorOf(await browser().post("/api/trade-in/offer-accepted", { lead_id: 1, ...ACCEPTANCE }))
    missingValuation = await errorOf(
      await browser().post("/api/trade-in/adjustments", { id: 1, adjustmentAnswers: ANSWERS })
    )
    expect(missingLead.code).toBe("not_found")
    expect(missingValuation.code).toBe("not_found")
  })
  afterAll(() => services?.close())

  it("gives a new lead or valuation to its browser in an HttpOnly, SameSite=Lax cookie, the same token for each", async () => {
    const client = browser()
    const lead = await client.post("/api/leads", leadBody({}, false))
    const [, token] = COOKIE.exec(lead.headers.get("set-cookie") ?? "") ?? []
    expect(token).toBeDefined()
    const lookup = await client.post("/api/trade-in/rego-lookup", { rego: "NEW001", regoState: "qld" })
    expect(COOKIE.exec(lookup.headers.get("set-cookie") ?? "")?.[1]).toBe(token)
    // The database keeps only a hash of it.
    const rows = await services.db.query<{ continuation_hash: string }>("SELECT continuation_hash FROM leads")
    expect(rows.map((row) => row.continuation_hash)).not.toContain(token)
  })

  it("marks the cookie Secure in production", async () => {
    const production = { ...services, settings: { ...roomySettings, production: true } }
    const answer = await new ApiClient(production, { address: "198.51.100.251" }).post("/api/leads", leadBody({}, false))
    expect(answer.headers.get("set-cookie")).toMatch(/^dealer_continuation=[A-Za-z0-9_-]{43}; .*; HttpOnly; SameSite=Lax; Secure$/)
  })

  it("answers 404 to every call continuing another browser's lead or valuation, and changes nothing", async () => {
    const { id, lead_id } = await startedValuation()
    const parts = await startedLead()
    const attacker = browser()
    await startedLead(attacker) // the attacker has a continuation cookie of their own
    for (const leadId of [lead_id, parts]) {
      for (const [path, body, kind] of attacks(leadId, id)) {
        const before = await stored()
        const answer = await attacker.post(path, body)
        expect(answer.status, path).toBe(404)
        expect(await errorOf(answer), path).toEqual(kind === "lead" ? missingLead : missingValuation)
        expect(await stored(), path).toEqual(before)
      }
    }
    expect((await services.repositories.leads.findById(TENANT, parts))?.fields.email).toBe("jo@example.com")
    expect((await services.repositories.valuations.findById(TENANT, id))?.offerAccepted).toBe(false)
  })

  // 1,000 guesses on PostgreSQL, the production engine; the embedded one answers the same SQL
  // and gets a sample, which keeps the suite's time down.
  const guesses = target.name === "PostgreSQL" ? 1000 : 100
  it(`answers 404 to ${guesses} guessed ids and the neighbours of a real one on each call, and changes nothing`, async () => {
    const { id, lead_id } = await startedValuation()
    const attacker = browser()
    const leadIds = [...guessedIds(guesses), ...neighboursOf(lead_id)]
    const valuationIds = [...guessedIds(guesses), ...neighboursOf(id)]
    const before = await stored()
    for (let call = 0; call < attacks(0, 0).length; call++) {
      const statuses = new Map<number, number>()
      for (let start = 0; start < leadIds.length; start += 25) {
        const batch = leadIds.slice(start, start + 25).map(async (leadId, index) => {
          const [path, body] = attacks(leadId, valuationIds[start + index] ?? 1)[call] ?? []
          const { status } = await attacker.post(path ?? "", body)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        })
        await Promise.all(batch)
      }
      expect([...statuses], attacks(0, 0)[call]?.[0]).toEqual([[404, leadIds.length]])
    }
    expect(await stored()).toEqual(before)
  }, 240_000)

  it("lets the browser that started a parts order continue it to the end", async () => {
    const client = browser()
    const leadId = await startedLead(client)
    expect((await client.post("/api/leads", leadBody({ "Vehicle Make": "Mazda" }, false, leadId))).status).toBe(200)
    const last = await client.post("/api/leads", leadBody({ "Order Detail": "Brake pads" }, true, leadId))
    expect(await json(last)).toEqual({ lead_id: leadId, location_id: expect.any(Number) })
    const lead = await services.repositories.leads.findById(TENANT, leadId)
    expect(lead?.steps.map((step) => step.step)).toEqual([1, 2, 3])
    expect(lead?.status).toBe("complete")
  })

  it("lets the browser that started a trade-in price it, save it and accept the offer", async () => {
    const client = browser()
    const { id, lead_id } = await startedValuation(client)
    const adjusted = await client.post("/api/trade-in/adjustments", { id, adjustmentAnswers: ANSWERS })
    expect(await json(adjusted)).toEqual({ id, offer_price: 36_250 })
    const saved = await client.post("/api/miscellaneous", { id, lead_id, offer_price: 36_250, column_name: "valuation" })
    expect(saved.status).toBe(200)
    const accepted = await client.post("/api/trade-in/offer-accepted", { lead_id, ...ACCEPTANCE })
    expect(await json(accepted)).toEqual({ lead_id })
    expect((await services.repositories.valuations.findById(TENANT, id))?.offerAccepted).toBe(true)
  })

  it("lets the signed-in shopper whose phone the lead was sent with continue it from another browser", async () => {
    const { id, lead_id } = await startedValuation()
    const owner = await signedIn("0412345678")
    expect((await owner.post("/api/trade-in/adjustments", { id, adjustmentAnswers: ANSWERS })).status).toBe(200)
    expect((await owner.post("/api/trade-in/offer-accepted", { lead_id, ...ACCEPTANCE })).status).toBe(200)
    const someoneElse = await signedIn("0412000099")
    const before = await stored()
    for (const [path, body] of attacks(lead_id, id)) {
      expect((await someoneElse.post(path, body)).status, path).toBe(404)
    }
    expect(await stored()).toEqual(before)
  })

  it("keeps a browser's token to its own site", async () => {
    const client = browser()
    const leadId = await startedLead(client)
    const kia = browser("coastal-kia.localhost")
    for (const [name, value] of client.cookies) kia.cookies.set(name, value)
    expect((await kia.post("/api/leads", leadBody({}, true, leadId))).status).toBe(404)
  })

  it("hands out ids that are not consecutive", async () => {
    const client = browser()
    const leads: number[] = []
    const valuations: number[] = []
    for (let index = 0; index < 20; index++) {
      leads.push(await startedLead(client))
      const lookup = await client.post("/api/trade-in/rego-lookup", { rego: "NEW001", regoState: "qld" })
      valuations.push((await json<{ id: number }>(lookup)).id)
    }
    for (const ids of [leads, valuations]) {
      expect(ids.every((id) => Number.isSafeInteger(id) && id >= 2 ** 47)).toBe(true)
      const sorted = [...ids].sort((a, b) => a - b)
      const gaps = sorted.slice(1).map((id, index) => id - (sorted[index] ?? 0))
      expect(Math.min(...gaps)).toBeGreaterThan(1000)
    }
  })
})
