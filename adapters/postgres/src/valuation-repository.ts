import {
  decodeOrThrow,
  storedValuationId,
  Valuation,
  type StoredValuation,
  type ValuationRepository
} from "@dealer/core"
import { Schema } from "effect"
import type { Queryable } from "./database.ts"
import { withFreshId } from "./fresh-id.ts"

interface ValuationRow {
  readonly id: number
  readonly tenant_slug: string
  readonly rego: string | null
  readonly rego_state: string | null
  readonly vehicle: unknown
  readonly adjustment_answers: unknown
  readonly offer_price: number | null
  readonly lead_id: number | null
  readonly offer_accepted: boolean
  readonly accepted_at: Date | null
  readonly result: unknown
  readonly created_at: Date
  readonly updated_at: Date
}

const COLUMNS = `id, tenant_slug, rego, rego_state, vehicle, adjustment_answers, offer_price, lead_id,
  offer_accepted, accepted_at, result, created_at, updated_at`

const Answers = Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))

function rowToValuation(row: ValuationRow): StoredValuation {
  const source = `valuation row ${row.tenant_slug}/${row.id}`
  return {
    id: Number(row.id),
    tenantSlug: row.tenant_slug,
    rego: row.rego,
    regoState: row.rego_state,
    vehicle: decodeOrThrow(Answers, row.vehicle, source),
    adjustmentAnswers: decodeOrThrow(Answers, row.adjustment_answers, source),
    offerPrice: row.offer_price,
    leadId: row.lead_id === null ? null : Number(row.lead_id),
    offerAccepted: row.offer_accepted,
    acceptedAt: row.accepted_at,
    result: row.result === null ? null : decodeOrThrow(Valuation, row.result, source),
    createdAt: row.created_at,
    updatedAt: row.updated_at
  }
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

/**
 * Core's `ValuationRepository` over `valuations`, one row per valuation from rego lookup to
 * accepted offer. Every statement names the tenant, so another tenant's id reads as missing.
 *
 * @example
 * const valuation = await createValuationRepository(db).recordLookup({ tenantSlug: "acme", rego, regoState, vehicle, now })
 */
export function createValuationRepository(db: Queryable): ValuationRepository {
  const one = async (sql: string, params: ReadonlyArray<unknown>) => {
    const [row] = await db.query<ValuationRow>(sql, params)
    return row === undefined ? null : rowToValuation(row)
  }
  // The id is drawn at random (migration 13); a draw already taken is drawn again.
  const inserted = async (sql: string, params: ReadonlyArray<unknown>) =>
    rowToValuation(await withFreshId(() => db.query<ValuationRow>(sql, params)))
  return {
    recordLookup: ({ tenantSlug, rego, regoState, vehicle, now }) =>
      inserted(
        `INSERT INTO valuations (tenant_slug, rego, rego_state, vehicle, created_at, updated_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $5) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [tenantSlug, rego, regoState, json(vehicle), now]
      ),
    recordAdjustments: ({ tenantSlug, id, adjustmentAnswers, offerPrice, now }) =>
      one(
        `UPDATE valuations SET adjustment_answers = $3::jsonb, offer_price = $4, updated_at = $5
         WHERE tenant_slug = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [tenantSlug, id, json(adjustmentAnswers), offerPrice, now]
      ),
    attachLead: (tenantSlug, id, leadId, now) =>
      one(
        `UPDATE valuations SET lead_id = $3, updated_at = $4 WHERE tenant_slug = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [tenantSlug, id, leadId, now]
      ),
    acceptOffer: async (tenantSlug, leadId, now) => {
      const rows = await db.query(
        `UPDATE valuations SET offer_accepted = true, accepted_at = coalesce(accepted_at, $3), updated_at = $3
         WHERE tenant_slug = $1 AND lead_id = $2 RETURNING id`,
        [tenantSlug, leadId, now]
      )
      return rows.length
    },
    saveResult: async (tenantSlug, result, now) => {
      const id = storedValuationId(result.id)
      const accepted = result.offer_accepted === true
      const params = [tenantSlug, json(result), result.lead_id ?? null, accepted, now]
      const updated =
        id === null
          ? null
          : await one(
              `UPDATE valuations SET result = $2::jsonb, lead_id = coalesce($3, lead_id),
                 offer_accepted = offer_accepted OR $4,
                 accepted_at = CASE WHEN $4 THEN coalesce(accepted_at, $5) ELSE accepted_at END, updated_at = $5
               WHERE tenant_slug = $1 AND id = $6 RETURNING ${COLUMNS}`,
              [...params, id]
            )
      return (
        updated ??
        inserted(
          `INSERT INTO valuations (tenant_slug, result, lead_id, offer_accepted, accepted_at, rego, rego_state,
             adjustment_answers, offer_price, created_at, updated_at)
           VALUES ($1, $2::jsonb, $3, $4, CASE WHEN $4 THEN $5::timestamptz END, $6, $7, $8::jsonb, $9, $5, $5)
           ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
          [
            ...params,
            result.rego ?? null,
            result.regoState ?? null,
            json(result.adjustmentAnswers),
            result.offer_price ?? null
          ]
        )
      )
    },
    findById: (tenantSlug, id) =>
      one(`SELECT ${COLUMNS} FROM valuations WHERE tenant_slug = $1 AND id = $2`, [tenantSlug, id]),
    findByLead: (tenantSlug, leadId) =>
      one(
        `SELECT ${COLUMNS} FROM valuations WHERE tenant_slug = $1 AND lead_id = $2 ORDER BY updated_at DESC LIMIT 1`,
        [tenantSlug, leadId]
      )
  }
}
