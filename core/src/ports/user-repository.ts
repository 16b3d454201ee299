import type { User } from "../session/shopper-session.ts"

/**
 * Shoppers who signed in, per tenant, identified by their phone number. The phone is stored as
 * given, so callers pass one canonical form (e.g. `australianPhoneDigits`).
 *
 * @example
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * const user = await users.findOrCreateByPhone("acme", "0412345678", now) // => { id: 4, phone: "0412345678" }
 */
export interface UserRepository {
  /** The tenant's user with this phone, created on first sign-in. */
  readonly findOrCreateByPhone: (tenantSlug: string, phone: string, now: Date) => Promise<User>
  readonly findByPhone: (tenantSlug: string, phone: string) => Promise<User | null>
  readonly findById: (tenantSlug: string, id: number) => Promise<User | null>
}
