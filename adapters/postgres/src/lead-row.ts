import { decodeOrThrow, LeadPayloadExtras, type LeadStatus, type StoredLead } from "@dealer/core"
import { Schema } from "effect"

/** A lead row with its attributes and steps, as `LEAD_SELECT` reads it. */
export interface LeadRow {
  readonly id: number
  readonly tenant_slug: string
  readonly category: string
  readonly subcategory: string | null
  readonly status: string
  readonly form_completed: boolean
  readonly spam: boolean
  readonly car_id: number | null
  readonly location_id: number | null
  readonly dealership_id: number | null
  readonly payload: unknown
  readonly visited_pages: unknown
  readonly linked_query_params: unknown
  readonly steps: unknown
  readonly created_at: Date
  readonly updated_at: Date
}

/** A lead with everything stored about it, by tenant and id. */
export const LEAD_SELECT = `
  SELECT l.id, l.tenant_slug, l.category, l.subcategory, l.status, l.form_completed, l.spam, l.car_id,
    l.location_id, l.dealership_id,
    l.payload, a.visited_pages, a.linked_query_params, l.created_at, l.updated_at,
    COALESCE((
      SELECT json_agg(json_build_object(
        'step', s.step, 'payload', s.payload, 'is_last_step', s.is_last_step,
        'created_at_ms', floor(extract(epoch FROM s.created_at) * 1000)
      ) ORDER BY s.step)
      FROM lead_steps s WHERE s.lead_id = l.id
    ), '[]'::json) AS steps
  FROM leads l LEFT JOIN lead_attributes a ON a.lead_id = l.id
  WHERE l.tenant_slug = $1 AND l.id = $2
`

const Fields = Schema.Record(Schema.String, Schema.Unknown)
const Attributes = LeadPayloadExtras.fields.lead_attributes
const Steps = Schema.Array(
  Schema.Struct({ step: Schema.Finite, payload: Fields, is_last_step: Schema.Boolean, created_at_ms: Schema.Finite })
)
const Status = Schema.Literals(["incomplete", "complete"])

/**
 * Decodes a lead row; a row that no longer fits fails with an error naming the lead and the field.
 *
 * @example
 * const lead = rowToLead(row) // StoredLead
 */
export function rowToLead(row: LeadRow): StoredLead {
  const source = `lead row ${row.tenant_slug}/${row.id}`
  const status: LeadStatus = decodeOrThrow(Status, row.status, source)
  return {
    id: Number(row.id),
    tenantSlug: row.tenant_slug,
    category: row.category,
    subcategory: row.subcategory,
    status,
    formCompleted: row.form_completed,
    spam: row.spam,
    carId: row.car_id === null ? null : Number(row.car_id),
    locationId: row.location_id === null ? null : Number(row.location_id),
    dealershipId: row.dealership_id === null ? null : Number(row.dealership_id),
    fields: decodeOrThrow(Fields, row.payload, source),
    attributes: decodeOrThrow(
      Attributes,
      { visited_pages: row.visited_pages ?? [], linked_query_params: row.linked_query_params ?? {} },
      source
    ),
    steps: decodeOrThrow(Steps, row.steps, source).map((step) => ({
      step: step.step,
      fields: step.payload,
      isLastStep: step.is_last_step,
      createdAt: new Date(step.created_at_ms)
    })),
    createdAt: row.created_at,
    updatedAt: row.updated_at
  }
}
