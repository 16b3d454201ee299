import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { createOutbox } from "./outbox.ts"

const adf = (leadId: number) => ({
  kind: "adf" as const,
  payload: {
    leadId,
    locationId: 3,
    dealershipId: 7,
    subject: `New lead ${leadId}`,
    xml: `<adf>${leadId}</adf>`,
    text: `Lead ${leadId}`,
    json: { id: leadId, fields: { name: "Jo" } }
  }
})
const sms = { kind: "sms" as const, payload: { to: "0412345678", text: "Your code is 482913" } }

onEveryTarget(({ target, fresh, freshPair }) => {
  describe("outbox", () => {
    it("lists entries newest first, by tenant and kind", async () => {
      const outbox = createOutbox(await fresh())
      const first = await outbox.enqueue("acme", adf(1), at(0))
      await outbox.enqueue("acme", sms, at(1))
      await outbox.enqueue("zenith", adf(2), at(2))

      expect(first).toEqual({
        ...adf(1),
        id: first.id,
        messageId: first.messageId,
        tenantSlug: "acme",
        createdAt: at(0),
        state: "pending",
        nextAttemptAt: at(0),
        lastError: null,
        sentAt: null,
        attempts: 0,
        channelsSent: []
      })
      expect(first.messageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect((await outbox.list({ limit: 10 })).map((entry) => entry.tenantSlug + ":" + entry.kind)).toEqual([
        "zenith:adf",
        "acme:sms",
        "acme:adf"
      ])
      expect((await outbox.list({ tenantSlug: "acme", kind: "adf", limit: 10 })).map((entry) => entry.id)).toEqual([
        first.id
      ])
      expect(await outbox.list({ limit: 1 })).toHaveLength(1)
    })

    it("hands each due entry to one claim until its lease ends, and sends it once", async () => {
      const outbox = createOutbox(await fresh())
      const one = await outbox.enqueue("acme", adf(1), at(0))
      const two = await outbox.enqueue("acme", adf(2), at(0))
      await outbox.enqueue("acme", sms, at(0))

      const claimed = await outbox.claim({ kinds: ["adf"], limit: 10, now: at(1), leaseMs: 60_000 })
      expect(claimed.map((entry) => [entry.id, entry.attempts])).toEqual([
        [one.id, 1],
        [two.id, 1]
      ])
      expect(await outbox.claim({ kinds: ["adf"], limit: 10, now: at(1.5), leaseMs: 60_000 })).toEqual([])

      expect(await outbox.markSent(one.id, at(1.5))).toBe(true)
      expect(await outbox.markSent(one.id, at(1.6))).toBe(false)
      const again = await outbox.claim({ kinds: ["adf"], limit: 10, now: at(2), leaseMs: 60_000 })
      expect(again.map((entry) => [entry.id, entry.attempts])).toEqual([[two.id, 2]])
      expect(again[0]?.messageId).toBe(two.messageId)
      const [sent] = await outbox.leadDeliveries("acme", 1)
      expect(sent).toMatchObject({ id: one.id, state: "sent", sentAt: at(1.5), attempts: 1 })
    })

    it("claims only the kinds asked for, and nothing for none", async () => {
      const outbox = createOutbox(await fresh())
      const text = await outbox.enqueue("acme", sms, at(0))
      await outbox.enqueue("acme", adf(1), at(0))
      expect((await outbox.claim({ kinds: ["sms"], limit: 10, now: at(1), leaseMs: 1_000 })).map((e) => e.id)).toEqual([
        text.id
      ])
      expect(await outbox.claim({ kinds: [], limit: 10, now: at(1), leaseMs: 1_000 })).toEqual([])
    })

    it("waits longer after each failure, then leaves the entry dead", async () => {
      const outbox = createOutbox(await fresh(), { backoff: { maxAttempts: 3, baseDelayMs: 60_000, maxDelayMs: 90_000 } })
      const entry = await outbox.enqueue("acme", adf(1), at(0))
      const claim = (minute: number) => outbox.claim({ kinds: ["adf"], limit: 10, now: at(minute), leaseMs: 10_000 })

      expect(await claim(0)).toHaveLength(1)
      expect(await outbox.markFailed(entry.id, "connection refused", at(0))).toBe("failed")
      const [failed] = await outbox.leadDeliveries("acme", 1)
      expect(failed).toMatchObject({ state: "failed", lastError: "connection refused", nextAttemptAt: at(1) })
      expect(await claim(0.9)).toEqual([])

      expect(await claim(1)).toHaveLength(1)
      expect(await outbox.markFailed(entry.id, "timeout", at(1))).toBe("failed")
      expect(await claim(2.4)).toEqual([]) // 2 minutes, capped at 1.5
      expect(await claim(2.5)).toHaveLength(1)
      expect(await outbox.markFailed(entry.id, "HTTP 503", at(2.5))).toBe("dead")
      expect(await outbox.markFailed(entry.id, "HTTP 503", at(2.5))).toBeNull()
      expect(await outbox.markSent(entry.id, at(3))).toBe(false)
      expect(await claim(10_000)).toEqual([])
      expect(await outbox.leadDeliveries("acme", 1)).toMatchObject([
        { state: "dead", attempts: 3, lastError: "HTTP 503", sentAt: null }
      ])
    })

    it("claims an entry again once its lease runs out without an outcome", async () => {
      const outbox = createOutbox(await fresh())
      const entry = await outbox.enqueue("acme", adf(1), at(0))
      await outbox.claim({ kinds: ["adf"], limit: 10, now: at(0), leaseMs: 60_000 })
      expect(await outbox.claim({ kinds: ["adf"], limit: 10, now: at(0.99), leaseMs: 60_000 })).toEqual([])
      const [again] = await outbox.claim({ kinds: ["adf"], limit: 10, now: at(1), leaseMs: 60_000 })
      expect(again).toMatchObject({ id: entry.id, messageId: entry.messageId, attempts: 2, state: "pending" })
    })

    it("lists a lead's deliveries of its own tenant only", async () => {
      const outbox = createOutbox(await fresh())
      const first = await outbox.enqueue("acme", adf(1), at(0))
      await outbox.enqueue("zenith", adf(1), at(0))
      await outbox.enqueue("acme", adf(2), at(0))
      const second = await outbox.enqueue("acme", adf(1), at(1))
      expect((await outbox.leadDeliveries("acme", 1)).map((entry) => entry.id)).toEqual([first.id, second.id])
      expect(await outbox.leadDeliveries("acme", 3)).toEqual([])
    })

    it("erases an SMS's number and text once it is sent", async () => {
      const db = await fresh()
      const outbox = createOutbox(db)
      const entry = await outbox.enqueue("acme", sms, at(0))
      await outbox.markSent(entry.id, at(1))

      const [sent] = await outbox.list({ kind: "sms", limit: 1 })
      expect(sent).toMatchObject({ kind: "sms", payload: { to: "", text: "" }, state: "sent", sentAt: at(1) })
      expect(JSON.stringify(await db.query("SELECT * FROM outbox"))).not.toContain("482913")
    })

    it("erases an SMS's number and text once it is dead", async () => {
      const db = await fresh()
      const outbox = createOutbox(db, { backoff: { maxAttempts: 1, baseDelayMs: 1_000, maxDelayMs: 1_000 } })
      const entry = await outbox.enqueue("acme", sms, at(0))
      await outbox.claim({ kinds: ["sms"], limit: 1, now: at(0), leaseMs: 1_000 })
      expect(await outbox.markFailed(entry.id, "HTTP 400", at(0))).toBe("dead")
      expect(JSON.stringify(await db.query("SELECT * FROM outbox"))).not.toContain("482913")
    })

    it("reads lead entries written before the lead message had its channel fields, with defaults", async () => {
      const db = await fresh()
      await db.query(
        `INSERT INTO outbox (tenant_slug, kind, payload, created_at) VALUES ('acme', 'adf', '{"leadId": 5, "xml": "<adf/>"}', $1)`,
        [at(0)]
      )
      const [entry] = await createOutbox(db).list({ limit: 1 })
      expect(entry).toMatchObject({
        kind: "adf",
        payload: { leadId: 5, locationId: null, dealershipId: null, subject: "New lead", xml: "<adf/>", text: "", json: {} }
      })
    })

    if (target.kind !== "postgres") return
    it("never gives one entry to two deliverers claiming at once", async () => {
      const [first, second] = await freshPair()
      const outbox = createOutbox(first)
      for (let id = 1; id <= 30; id++) await outbox.enqueue("acme", adf(id), at(0))
      const claims = await Promise.all(
        [first, second, first, second].map((db) =>
          createOutbox(db).claim({ kinds: ["adf"], limit: 10, now: at(1), leaseMs: 60_000 })
        )
      )
      const ids = claims.flat().map((entry) => entry.id)
      expect(ids).toHaveLength(30)
      expect(new Set(ids).size).toBe(30)
    })
  })
})
