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
        tenantSlug: "acme",
        createdAt: at(0),
        deliveredAt: null,
        attempts: 0
      })
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

    it("hands each waiting entry to one claim until its lease ends, and delivers it once", async () => {
      const outbox = createOutbox(await fresh())
      const one = await outbox.enqueue("acme", adf(1), at(0))
      const two = await outbox.enqueue("acme", adf(2), at(0))
      await outbox.enqueue("acme", sms, at(0))

      const claimed = await outbox.claim({ kind: "adf", limit: 10, now: at(1), leaseMs: 60_000 })
      expect(claimed.map((entry) => [entry.id, entry.attempts])).toEqual([
        [one.id, 1],
        [two.id, 1]
      ])
      expect(await outbox.claim({ kind: "adf", limit: 10, now: at(1.5), leaseMs: 60_000 })).toEqual([])

      expect(await outbox.markDelivered(one.id, at(1.5))).toBe(true)
      expect(await outbox.markDelivered(one.id, at(1.6))).toBe(false)
      const again = await outbox.claim({ kind: "adf", limit: 10, now: at(2), leaseMs: 60_000 })
      expect(again.map((entry) => [entry.id, entry.attempts])).toEqual([[two.id, 2]])
    })

    it("erases an SMS's number and text once it is delivered", async () => {
      const db = await fresh()
      const outbox = createOutbox(db)
      const entry = await outbox.enqueue("acme", sms, at(0))
      await outbox.markDelivered(entry.id, at(1))

      const [delivered] = await outbox.list({ kind: "sms", limit: 1 })
      expect(delivered).toMatchObject({ kind: "sms", payload: { to: "", text: "" }, deliveredAt: at(1) })
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
          createOutbox(db).claim({ kind: "adf", limit: 10, now: at(1), leaseMs: 60_000 })
        )
      )
      const ids = claims.flat().map((entry) => entry.id)
      expect(ids).toHaveLength(30)
      expect(new Set(ids).size).toBe(30)
    })
  })
})
