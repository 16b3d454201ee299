import { decodeOrThrow, type Outbox, type OutboxEntry } from "@dealer/core"
import { Effect, Schema } from "effect"
import type { Queryable } from "./database.ts"

interface OutboxRow {
  readonly id: number
  readonly tenant_slug: string
  readonly kind: string
  readonly payload: unknown
  readonly created_at: Date
  readonly delivered_at: Date | null
  readonly attempts: number
}

const COLUMNS = "id, tenant_slug, kind, payload, created_at, delivered_at, attempts"

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

function rowToEntry(row: OutboxRow): OutboxEntry {
  const message = decodeOrThrow(Message, { kind: row.kind, payload: row.payload }, `outbox row ${row.id}`)
  return {
    ...message,
    id: Number(row.id),
    tenantSlug: row.tenant_slug,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    attempts: row.attempts
  }
}

/**
 * Core's `Outbox` over the `outbox` table. Claims skip rows another deliverer has locked, so
 * deliverers in several processes never take the same entry; an entry whose lease ran out
 * without delivery is claimed again. Delivering an SMS erases its number and text.
 *
 * @example
 * const entries = await createOutbox(db).claim({ kind: "adf", limit: 20, now, leaseMs: 60_000 })
 */
export function createOutbox(db: Queryable): Outbox {
  return {
    enqueue: async (tenantSlug, message, now) => {
      const [row] = await db.query<OutboxRow>(
        `INSERT INTO outbox (tenant_slug, kind, payload, created_at) VALUES ($1, $2, $3::jsonb, $4) RETURNING ${COLUMNS}`,
        [tenantSlug, message.kind, JSON.stringify(message.payload), now]
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
    claim: async ({ kind, limit, now, leaseMs }) => {
      const rows = await db.query<OutboxRow>(
        `UPDATE outbox SET claimed_until = $4, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE kind = $1 AND delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $3)
           ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED
         )
         RETURNING ${COLUMNS}`,
        [kind, limit, now, new Date(now.getTime() + leaseMs)]
      )
      return rows.map(rowToEntry).sort((a, b) => a.id - b.id)
    },
    markDelivered: async (id, now) => {
      const rows = await db.query(
        `UPDATE outbox SET delivered_at = $2, claimed_until = NULL,
           payload = CASE WHEN kind = 'sms' THEN '{"to": "", "text": ""}'::jsonb ELSE payload END
         WHERE id = $1 AND delivered_at IS NULL RETURNING id`,
        [id, now]
      )
      return rows.length === 1
    }
  }
}
