import { decodeResult, LeadPayloadExtras, type LeadRepository, type LeadStepFields } from "@dealer/core"
import { Result } from "effect"
import type { Queryable } from "./database.ts"
import { withFreshId } from "./fresh-id.ts"
import { LEAD_SELECT, rowToLead, type LeadRow } from "./lead-row.ts"

interface LeadState {
  readonly category: string
  readonly subcategory: string | null
  readonly form_completed: boolean
  readonly car_id: number | null
  readonly payload: LeadStepFields
}

const isComplete = (fields: LeadStepFields, isLastStep: boolean) => isLastStep || fields.form_completed === true

const carIdOf = (fields: LeadStepFields): number | null | undefined => {
  const value = fields.car_id
  if (value === null) return null
  return typeof value === "number" && Number.isInteger(value) ? value : undefined
}

/** The lead's state after a later step: given values win, a finished lead stays finished. */
function afterStep(lead: LeadState, fields: LeadStepFields, isLastStep: boolean): LeadState {
  const category = typeof fields.category === "string" && fields.category.trim() ? fields.category.trim() : null
  const subcategory = fields.subcategory
  const carId = carIdOf(fields)
  return {
    category: category ?? lead.category,
    subcategory:
      typeof subcategory === "string" ? subcategory.trim() || null : subcategory === null ? null : lead.subcategory,
    form_completed: lead.form_completed || isComplete(fields, isLastStep),
    car_id: carId === undefined ? lead.car_id : carId,
    payload: { ...lead.payload, ...fields }
  }
}

const attributesOf = (fields: LeadStepFields) => {
  const decoded = decodeResult(LeadPayloadExtras.fields.lead_attributes, fields.lead_attributes, "lead attributes")
  return Result.isSuccess(decoded) ? decoded.success : null
}

const status = (complete: boolean) => (complete ? "complete" : "incomplete")

/**
 * Core's `LeadRepository` over `leads`, `lead_steps` and `lead_attributes`. Each write is one
 * transaction, committed before its promise resolves (or part of the caller's transaction when
 * given one). A later step locks its lead, so parallel steps are numbered one after the other.
 *
 * @example
 * const lead = await createLeadRepository(db).create({ tenantSlug: "acme", fields, isLastStep: true, spam: false, now })
 * lead.id // the lead_id to answer
 */
export function createLeadRepository(db: Queryable): LeadRepository {
  const read = async (tx: Queryable, tenantSlug: string, leadId: number) => {
    const [row] = await tx.query<LeadRow>(LEAD_SELECT, [tenantSlug, leadId])
    return row === undefined ? null : rowToLead(row)
  }

  const writeAttributes = (tx: Queryable, leadId: number, fields: LeadStepFields, now: Date) => {
    const attributes = attributesOf(fields)
    if (attributes === null) return Promise.resolve()
    return tx.query(
      `INSERT INTO lead_attributes (lead_id, visited_pages, linked_query_params, updated_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4)
       ON CONFLICT (lead_id) DO UPDATE SET visited_pages = EXCLUDED.visited_pages,
         linked_query_params = EXCLUDED.linked_query_params, updated_at = EXCLUDED.updated_at`,
      [leadId, JSON.stringify(attributes.visited_pages), JSON.stringify(attributes.linked_query_params), now]
    )
  }

  const insertStep = (tx: Queryable, leadId: number, step: number, fields: LeadStepFields, last: boolean, now: Date) =>
    tx.query(
      "INSERT INTO lead_steps (lead_id, step, payload, is_last_step, created_at) VALUES ($1, $2, $3::jsonb, $4, $5)",
      [leadId, step, JSON.stringify(fields), last, now]
    )

  return {
    create: (lead) =>
      db.transaction(async (tx) => {
        const complete = isComplete(lead.fields, lead.isLastStep)
        const row = await withFreshId(() =>
          tx.query<{ id: number }>(
            `INSERT INTO leads (tenant_slug, category, subcategory, status, form_completed, spam, car_id, payload, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $9) ON CONFLICT DO NOTHING RETURNING id`,
            [
              lead.tenantSlug,
              lead.fields.category,
              lead.fields.subcategory,
              status(complete),
              complete,
              lead.spam,
              carIdOf(lead.fields) ?? null,
              JSON.stringify(lead.fields),
              lead.now
            ]
          )
        )
        const leadId = Number(row.id)
        await insertStep(tx, leadId, 1, lead.fields, lead.isLastStep, lead.now)
        await writeAttributes(tx, leadId, lead.fields, lead.now)
        const stored = await read(tx, lead.tenantSlug, leadId)
        if (stored === null) throw new Error(`Lead ${leadId} vanished while it was written`)
        return stored
      }),

    appendStep: (submit) =>
      db.transaction(async (tx) => {
        const [current] = await tx.query<LeadState>(
          `SELECT category, subcategory, form_completed, car_id, payload
           FROM leads WHERE tenant_slug = $1 AND id = $2 FOR UPDATE`,
          [submit.tenantSlug, submit.leadId]
        )
        if (current === undefined) return null
        // Read after the lock is held: a statement sees the rows committed before it started.
        const [count] = await tx.query<{ steps: number }>(
          "SELECT coalesce(max(step), 0)::integer AS steps FROM lead_steps WHERE lead_id = $1",
          [submit.leadId]
        )
        const next = afterStep(current, submit.fields, submit.isLastStep)
        await tx.query(
          `UPDATE leads SET category = $3, subcategory = $4, status = $5, form_completed = $6, car_id = $7,
             payload = $8::jsonb, updated_at = $9
           WHERE tenant_slug = $1 AND id = $2`,
          [
            submit.tenantSlug,
            submit.leadId,
            next.category,
            next.subcategory,
            status(next.form_completed),
            next.form_completed,
            next.car_id,
            JSON.stringify(next.payload),
            submit.now
          ]
        )
        await insertStep(tx, submit.leadId, (count?.steps ?? 0) + 1, submit.fields, submit.isLastStep, submit.now)
        await writeAttributes(tx, submit.leadId, submit.fields, submit.now)
        return read(tx, submit.tenantSlug, submit.leadId)
      }),

    markComplete: async (tenantSlug, leadId, now) => {
      const rows = await db.query(
        `UPDATE leads SET status = 'complete', form_completed = true, updated_at = $3
         WHERE tenant_slug = $1 AND id = $2 RETURNING id`,
        [tenantSlug, leadId, now]
      )
      return rows.length === 1
    },

    assignRoute: async (tenantSlug, leadId, route) => {
      const rows = await db.query(
        "UPDATE leads SET location_id = $3, dealership_id = $4 WHERE tenant_slug = $1 AND id = $2 RETURNING id",
        [tenantSlug, leadId, route.locationId, route.dealershipId]
      )
      return rows.length === 1
    },

    findById: (tenantSlug, leadId) => read(db, tenantSlug, leadId),

    bookedTestDriveTimes: async (tenantSlug, location, date) => {
      const rows = await db.query<{ booked: string }>(
        `SELECT payload->>'preferred_date_time' AS booked FROM leads
         WHERE tenant_slug = $1 AND NOT spam
           AND (location_id = $5 OR (location_id IS NULL AND payload->>'location' IN ($2, $3)))
           AND left(payload->>'preferred_date_time', 10) = $4`,
        [tenantSlug, String(location.id), location.slug, date, location.id]
      )
      return rows.map((row) => row.booked)
    },

    holdTestDriveSlot: async (tenantSlug, booking, leadId) => {
      // A racing insert waits for the first one's commit, then finds the slot held.
      const [holder] = await db.query<{ lead_id: string | number }>(
        `INSERT INTO test_drive_bookings (tenant_slug, location_id, starts_at, lead_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_slug, location_id, starts_at) DO UPDATE SET lead_id = test_drive_bookings.lead_id
         RETURNING lead_id`,
        [tenantSlug, booking.locationId, booking.startsAt, leadId]
      )
      return holder !== undefined && Number(holder.lead_id) === leadId
    }
  }
}
