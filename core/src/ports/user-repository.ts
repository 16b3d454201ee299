import type { User } from "../session/shopper-session.ts"

/**
 * Shoppers who signed in, per tenant, identified by their phone number. The phone is stored as
 * given, so callers pass one canonical form (e.g. `australianPhoneDigits`).
 *
 * @example
 * import type { UserRepository } from "@dealer/core/ports"
 * import type { User } from "@dealer/core/session"
 *
 * const stored: User[] = []
 * const users: UserRepository = {
 *   findOrCreateByPhone: async (_tenantSlug, phone) => {
 *     const found = stored.find((user) => user.phone === phone)
 *     if (found !== undefined) return found
 *     const user = { id: stored.length + 4, phone }
 *     stored.push(user)
 *     return user
 *   },
 *   findByPhone: async (_tenantSlug, phone) => stored.find((user) => user.phone === phone) ?? null,
 *   findById: async (_tenantSlug, id) => stored.find((user) => user.id === id) ?? null
 * }
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * await users.findOrCreateByPhone("acme", "0412345678", now) // => { id: 4, phone: "0412345678" }
 * await users.findOrCreateByPhone("acme", "0412345678", now) // => { id: 4, phone: "0412345678" }
 */
export interface UserRepository {
  /** The tenant's user with this phone, created on first sign-in. */
  readonly findOrCreateByPhone: (tenantSlug: string, phone: string, now: Date) => Promise<User>
  readonly findByPhone: (tenantSlug: string, phone: string) => Promise<User | null>
  readonly findById: (tenantSlug: string, id: number) => Promise<User | null>
}
