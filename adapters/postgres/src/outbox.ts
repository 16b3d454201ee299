import { randomUUID } from "node:crypto"
import { decodeOrThrow, type Outbox, type OutboxEntry, type OutboxState } from "@dealer/core"
import { afterFailure, defaultDeliveryBackoff, type DeliveryBackoff } from "@dealer/core/platform"
import { Effect, Schema } from "effect"
import type { Queryable } from "./database.ts"

interface OutboxRow {
  readonly id: number
  readonly message_id: string
  readonly tenant_slug: string
  readonly kind: string
  readonly payload: unknown
  readonly created_at: Date
  readonly state: OutboxState
  readonly next_attempt_at: Date
  readonly last_error: string | null
  readonly sent_at: Date | null
  readonly attempts: number
  readonly channels_sent: ReadonlyArray<string> | null
}

const COLUMNS =
  "id, message_id, tenant_slug, kind, payload, created_at, state, next_attempt_at, last_error, sent_at, attempts, channels_sent"

/** A key that rows written before it existed lack. */
const since = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)))

const LeadPayload = Schema.Struct({
  leadId: Schema.Finite,
  locationId: since(Schema.NullOr(Schema.Finite), null),
  dealershipId: since(Schema.NullOr(Schema.Finite), null),
  subject: since(Schema.String, "New lead"),
  xml: Schema.String,
  text: since(Schema.String, ""),
  json: since(Schema.Record(Schema.String, Schema.Unknown), {})
})

const Message = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("adf"), payload: LeadPayload }),
  Schema.Struct({
    kind: Schema.Literal("sms"),
    payload: Schema.Struct({ to: Schema.String, text: Schema.String })
  })
])

/** What an SMS entry keeps once its text must go: nothing of the number or the code. */
const ERASED_SMS = `'{"to": "", "text": ""}'::jsonb`

/** The longest failure text kept; deliverers write short, personal-data-free reasons. */
const ERROR_LENGTH = 200

function rowToEntry(row: OutboxRow): OutboxEntry {
  const message = decodeOrThrow(Message, { kind: row.kind, payload: row.payload }, `outbox row ${row.id}`)
  return {
    ...message,
    id: Number(row.id),
    messageId: row.message_id,
    tenantSlug: row.tenant_slug,
    createdAt: row.created_at,
    state: row.state,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    attempts: row.attempts,
    channelsSent: row.channels_sent ?? []
  }
}

/** How the outbox retries; the default is core's `defaultDeliveryBackoff`. */
export interface OutboxOptions {
  readonly backoff?: DeliveryBackoff | undefined
}

/**
 * Core's `Outbox` over the `outbox` table. Claims take due entries with `FOR UPDATE SKIP LOCKED`
 * and lease them by moving `next_attempt_at` past the lease, so deliverers in several processes
 * never take the same entry; an entry whose lease ran out without an outcome is claimed again.
 * A failure waits by core's backoff rule, then the entry is `dead`. Sending or expiring an SMS
 * erases its number and text.
 *
 * @example
 * const entries = await createOutbox(db).claim({ kinds: ["adf"], limit: 20, now, leaseMs: 60_000 })
 */
export function createOutbox(db: Queryable, options: OutboxOptions = {}): Outbox {
  const backoff = options.backoff ?? defaultDeliveryBackoff
  return {
    enqueue: async (tenantSlug, message, now) => {
      const [row] = await db.query<OutboxRow>(
        `INSERT INTO outbox (message_id, tenant_slug, kind, payload, created_at, next_attempt_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $5) RETURNING ${COLUMNS}`,
        [randomUUID(), tenantSlug, message.kind, JSON.stringify(message.payload), now]
      )
      if (row === undefined) throw new Error("The outbox insert returned no row")
      return rowToEntry(row)
    },
    list: async ({ tenantSlug, kind, limit }) => {
      const rows = await db.query<OutboxRow>(
        `SELECT ${COLUMNS} FROM outbox
         WHERE ($1::text IS NULL OR tenant_slug = $1) AND ($2::text IS NULL OR kind = $2)
         ORDER BY id DESC LIMIT $3`,
        [tenantSlug ?? null, kind ?? null, limit]
      )
      return rows.map(rowToEntry)
    },
    claim: async ({ kinds, limit, now, leaseMs }) => {
      if (kinds.length === 0) return []
      const rows = await db.query<OutboxRow>(
        `UPDATE outbox SET next_attempt_at = $4, claimed_until = $4, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE state IN ('pending', 'failed') AND next_attempt_at <= $3 AND kind = ANY($1::text[])
           ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
         )
         RETURNING ${COLUMNS}`,
        [[...kinds], limit, now, new Date(now.getTime() + leaseMs)]
      )
      return rows.map(rowToEntry).sort((a, b) => a.id - b.id)
    },
    markSent: async (id, now) => {
      const rows = await db.query(
        `UPDATE outbox SET state = 'sent', sent_at = $2, claimed_until = NULL, last_error = NULL,
           payload = CASE WHEN kind = 'sms' THEN ${ERASED_SMS} ELSE payload END
         WHERE id = $1 AND state IN ('pending', 'failed') RETURNING id`,
        [id, now]
      )
      return rows.length === 1
    },
    markFailed: async (id, error, now, channelsSent = []) => {
      const [row] = await db.query<{ attempts: number }>(
        "SELECT attempts FROM outbox WHERE id = $1 AND state IN ('pending', 'failed')",
        [id]
      )
      if (row === undefined) return null
      const next = afterFailure(row.attempts, now, backoff)
      // Only if nobody sent it or claimed it again meanwhile (their outcome stands).
      const updated = await db.query(
        `UPDATE outbox SET state = $3, last_error = $4, claimed_until = NULL,
           channels_sent = ARRAY(SELECT DISTINCT unnest(channels_sent || $6::text[]) ORDER BY 1),
           next_attempt_at = CASE WHEN $3 = 'failed' THEN $5::timestamptz ELSE next_attempt_at END,
           payload = CASE WHEN $3 = 'dead' AND kind = 'sms' THEN ${ERASED_SMS} ELSE payload END
         WHERE id = $1 AND attempts = $2 AND state IN ('pending', 'failed') RETURNING id`,
        [
          id,
          row.attempts,
          next.state,
          error.slice(0, ERROR_LENGTH),
          next.state === "failed" ? next.nextAttemptAt : null,
          [...channelsSent]
        ]
      )
      return updated.length === 1 ? next.state : null
    },
    expireTexts: async (createdBefore, now) => {
      const rows = await db.query(
        `UPDATE outbox SET state = 'dead', last_error = 'expired before it was sent', claimed_until = NULL,
           next_attempt_at = $2, payload = ${ERASED_SMS}
         WHERE kind = 'sms' AND state IN ('pending', 'failed') AND created_at <= $1 RETURNING id`,
        [createdBefore, now]
      )
      return rows.length
    },
    leadDeliveries: async (tenantSlug, leadId) => {
      const rows = await db.query<OutboxRow>(
        `SELECT ${COLUMNS} FROM outbox
         WHERE tenant_slug = $1 AND kind = 'adf' AND (payload->>'leadId')::bigint = $2 ORDER BY id`,
        [tenantSlug, leadId]
      )
      return rows.map(rowToEntry)
    }
  }
}
