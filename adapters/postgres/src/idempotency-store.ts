import { IDEMPOTENCY_KEY_LIFETIME_MS, type IdempotencyDecision, type IdempotencyStore } from "@dealer/core"
import type { Queryable } from "./database.ts"

interface KeyRow {
  readonly body_hash: string
  readonly response_status: number | null
  readonly response_body: string | null
}

// Takes the key when it is new or its previous use has expired; answers nothing when it is live.
const RESERVE = `
  INSERT INTO idempotency_keys (tenant_slug, key, body_hash, created_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT (tenant_slug, key) DO UPDATE SET body_hash = EXCLUDED.body_hash, created_at = EXCLUDED.created_at,
    response_status = NULL, response_body = NULL
  WHERE idempotency_keys.created_at <= $5
  RETURNING key
`

// A live key can vanish between the two statements (its first request released it); then try again.
const RESERVE_TRIES = 3

function decisionFor(row: KeyRow, bodyHash: string): IdempotencyDecision {
  if (row.body_hash !== bodyHash) return { kind: "mismatch" }
  if (row.response_status === null) return { kind: "in_progress" }
  return { kind: "replay", response: { status: row.response_status, body: row.response_body ?? "" } }
}

/**
 * Core's `IdempotencyStore` over `idempotency_keys`. The reserving insert waits for another open
 * transaction that holds the same key, so inside one transaction with the work a racing retry
 * replays the committed answer instead of doing the work twice.
 *
 * @example
 * const decision = await createIdempotencyStore(tx).reserve({ tenantSlug: "acme", key, bodyHash, now })
 */
export function createIdempotencyStore(db: Queryable, lifetimeMs = IDEMPOTENCY_KEY_LIFETIME_MS): IdempotencyStore {
  return {
    reserve: async ({ tenantSlug, key, bodyHash, now }) => {
      const expiredBefore = new Date(now.getTime() - lifetimeMs)
      for (let attempt = 0; attempt < RESERVE_TRIES; attempt++) {
        const reserved = await db.query(RESERVE, [tenantSlug, key, bodyHash, now, expiredBefore])
        if (reserved.length === 1) return { kind: "proceed" }
        const [row] = await db.query<KeyRow>(
          "SELECT body_hash, response_status, response_body FROM idempotency_keys WHERE tenant_slug = $1 AND key = $2",
          [tenantSlug, key]
        )
        if (row !== undefined) return decisionFor(row, bodyHash)
      }
      return { kind: "in_progress" }
    },
    complete: async (tenantSlug, key, response) => {
      await db.query(
        `UPDATE idempotency_keys SET response_status = $3, response_body = $4
         WHERE tenant_slug = $1 AND key = $2`,
        [tenantSlug, key, response.status, response.body]
      )
    },
    release: async (tenantSlug, key) => {
      await db.query("DELETE FROM idempotency_keys WHERE tenant_slug = $1 AND key = $2 AND response_status IS NULL", [
        tenantSlug,
        key
      ])
    }
  }
}
