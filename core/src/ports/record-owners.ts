/** A record a browser continues across requests: a multi-step lead or a trade-in valuation. */
export interface ContinuedRecord {
  readonly kind: "lead" | "valuation"
  readonly id: number
}

/**
 * Who asks to continue a record: the continuation token of their browser (the random value of its
 * cookie, or null without one) and, when signed in, their phone.
 */
export interface RecordCaller {
  readonly token: string | null
  readonly phone: string | null
}

/**
 * Who may continue a lead or a valuation (decision 0040). A new record is claimed by the
 * continuation token of the browser that started it (only a hash of the token is stored); later
 * the record may be continued by a caller presenting that token, or by the signed-in shopper
 * whose phone the lead (or the valuation's lead) was sent with. Another tenant's record, a
 * missing one and one the caller may not continue all read the same: `false`.
 *
 * @example
 * import type { RecordOwners } from "@dealer/core/ports"
 *
 * const claims = new Map<string, string>()
 * const owners: RecordOwners = {
 *   claim: async (tenantSlug, record, token) => (claims.set(`${tenantSlug}/${record.kind}/${record.id}`, token), true),
 *   mayContinue: async (tenantSlug, record, caller) => caller.token !== null && claims.get(`${tenantSlug}/${record.kind}/${record.id}`) === caller.token
 * }
 *
 * await owners.claim("acme", { kind: "lead", id: 812 }, "browser-token-1")
 * await owners.mayContinue("acme", { kind: "lead", id: 812 }, { token: "browser-token-1", phone: null }) // => true
 * await owners.mayContinue("acme", { kind: "lead", id: 812 }, { token: "another-browser", phone: null }) // => false
 */
export interface RecordOwners {
  /** Gives a record to the holder of `token`; `false` when the tenant has no such record. */
  readonly claim: (tenantSlug: string, record: ContinuedRecord, token: string) => Promise<boolean>
  /** Whether `caller` may continue the record. */
  readonly mayContinue: (tenantSlug: string, record: ContinuedRecord, caller: RecordCaller) => Promise<boolean>
}
