import { australianPhoneDigits, type RecordCaller, type RecordOwners } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { hashText } from "./hashing.ts"

// The token is random and long, so its hash needs no salt; the tenant keeps one site's token
// from matching another site's record.
const tokenHash = (tenantSlug: string, token: string) => hashText(["continuation", tenantSlug, token])

// The expression of the `leads_by_phone_digits` index, as the garage's enquiries read it.
const PHONE_DIGITS = "regexp_replace(l.payload->>'phone', '[^0-9]', '', 'g')"

/** The phone's digits written nationally (0412...) and internationally (61412...), or null. */
function phoneForms(phone: string | null): readonly [string, string] | null {
  if (phone === null) return null
  const national = australianPhoneDigits(phone) ?? phone.replace(/\D/g, "")
  if (national === "") return null
  return [national, national.startsWith("0") ? `61${national.slice(1)}` : national]
}

const TABLES = { lead: "leads", valuation: "valuations" } as const

/**
 * Core's `RecordOwners` over the `continuation_hash` of `leads` and `valuations`: a SHA-256 of
 * the tenant and the browser's token. A signed-in shopper owns the leads sent with their phone
 * (as their garage lists them) and the valuations attached to those leads.
 *
 * @example
 * await createRecordOwners(db).mayContinue("acme", { kind: "valuation", id: 812 }, { token, phone: null })
 */
export function createRecordOwners(db: Queryable): RecordOwners {
  return {
    claim: async (tenantSlug, record, token) => {
      const rows = await db.query(
        `UPDATE ${TABLES[record.kind]} SET continuation_hash = $3 WHERE tenant_slug = $1 AND id = $2 RETURNING id`,
        [tenantSlug, record.id, tokenHash(tenantSlug, token)]
      )
      return rows.length === 1
    },
    mayContinue: async (tenantSlug, record, caller: RecordCaller) => {
      const hash = caller.token === null ? null : tokenHash(tenantSlug, caller.token)
      const phones = phoneForms(caller.phone)
      if (hash === null && phones === null) return false
      const table = TABLES[record.kind]
      // A valuation is the shopper's through the lead it is attached to.
      const lead = record.kind === "lead" ? "r.id" : "r.lead_id"
      const sql = `SELECT 1 FROM ${table} r WHERE r.tenant_slug = $1 AND r.id = $2
        AND (r.continuation_hash = $3 OR EXISTS (SELECT 1 FROM leads l
          WHERE l.tenant_slug = $1 AND l.id = ${lead} AND NOT l.spam AND ${PHONE_DIGITS} IN ($4, $5)))`
      const rows = await db.query(sql, [tenantSlug, record.id, hash, phones?.[0] ?? null, phones?.[1] ?? null])
      return rows.length === 1
    }
  }
}
