import { IDEMPOTENCY_KEY_LIFETIME_MS } from "@dealer/core"
import { describe, expect, it } from "vitest"
import { at } from "../test/builders.ts"
import { onEveryTarget } from "../test/every-target.ts"
import { requestBodyHash } from "./hashing.ts"
import { createIdempotencyStore } from "./idempotency-store.ts"

const BODY = '{"userData":{"name":"Jo"},"isLastStep":true}'
const request = (minutes: number, body = BODY, key = "key-1", tenantSlug = "acme") => ({
  tenantSlug,
  key,
  bodyHash: requestBodyHash(body),
  now: at(minutes)
})

onEveryTarget(({ target, fresh, freshPair }) => {
  describe("idempotency keys", () => {
    it("proceeds once, then replays the stored answer for the same body", async () => {
      const store = createIdempotencyStore(await fresh())
      expect(await store.reserve(request(0))).toEqual({ kind: "proceed" })
      expect(await store.reserve(request(0))).toEqual({ kind: "in_progress" })
      await store.complete("acme", "key-1", { status: 200, body: '{"lead_id":812}' })

      expect(await store.reserve(request(1))).toEqual({
        kind: "replay",
        response: { status: 200, body: '{"lead_id":812}' }
      })
    })

    it("refuses the same key with another body as a mismatch", async () => {
      const store = createIdempotencyStore(await fresh())
      await store.reserve(request(0))
      await store.complete("acme", "key-1", { status: 200, body: "{}" })
      expect(await store.reserve(request(1, '{"userData":{"name":"Sam"}}'))).toEqual({ kind: "mismatch" })
    })

    it("keeps keys per tenant, and treats a key past its lifetime as new", async () => {
      const store = createIdempotencyStore(await fresh())
      await store.reserve(request(0))
      await store.complete("acme", "key-1", { status: 201, body: "{}" })

      expect(await store.reserve(request(0, "another body", "key-1", "zenith"))).toEqual({ kind: "proceed" })
      const lifetimeMinutes = IDEMPOTENCY_KEY_LIFETIME_MS / 60_000
      expect(await store.reserve(request(lifetimeMinutes - 1, "another body"))).toEqual({ kind: "mismatch" })
      expect(await store.reserve(request(lifetimeMinutes, "another body"))).toEqual({ kind: "proceed" })
      expect(await store.reserve(request(lifetimeMinutes, "another body"))).toEqual({ kind: "in_progress" })
    })

    it("forgets a reservation whose work failed, but never a stored answer", async () => {
      const store = createIdempotencyStore(await fresh())
      await store.reserve(request(0))
      await store.release("acme", "key-1")
      expect(await store.reserve(request(1))).toEqual({ kind: "proceed" })
      await store.complete("acme", "key-1", { status: 204, body: "" })
      await store.release("acme", "key-1")
      expect(await store.reserve(request(2))).toEqual({ kind: "replay", response: { status: 204, body: "" } })
    })

    if (target.kind !== "postgres") return
    it("makes a retry racing the first request inside its transaction wait, then replay its answer", async () => {
      const [first, second] = await freshPair()
      let releaseFirst = () => {}
      const held = new Promise<void>((resolve) => (releaseFirst = resolve))
      let firstReserved = () => {}
      const reserved = new Promise<void>((resolve) => (firstReserved = resolve))

      const firstRequest = first.transaction(async (tx) => {
        const store = createIdempotencyStore(tx)
        expect(await store.reserve(request(0))).toEqual({ kind: "proceed" })
        firstReserved()
        await held
        await store.complete("acme", "key-1", { status: 200, body: '{"lead_id":1}' })
      })
      await reserved
      const retry = second.transaction((tx) => createIdempotencyStore(tx).reserve(request(0)))
      const early = await Promise.race([retry, new Promise((resolve) => setTimeout(() => resolve("waiting"), 300))])
      expect(early).toBe("waiting")

      releaseFirst()
      await firstRequest
      expect(await retry).toEqual({ kind: "replay", response: { status: 200, body: '{"lead_id":1}' } })
    })
  })
})
