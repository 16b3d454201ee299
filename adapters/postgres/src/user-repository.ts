import type { User, UserRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"

interface UserRow {
  readonly id: number
  readonly phone: string
}

const toUser = (row: UserRow): User => ({ id: Number(row.id), phone: row.phone })

/**
 * Core's `UserRepository` over `users`: one user per tenant and phone, created on first sign-in
 * in one statement, so two sign-ins at once still make one user.
 *
 * @example
 * const user = await createUserRepository(db).findOrCreateByPhone("acme", "0412345678", now)
 */
export function createUserRepository(db: Queryable): UserRepository {
  const findOne = async (sql: string, params: ReadonlyArray<unknown>) => {
    const [row] = await db.query<UserRow>(sql, params)
    return row === undefined ? null : toUser(row)
  }
  return {
    findOrCreateByPhone: async (tenantSlug, phone, now) => {
      // The no-op update makes RETURNING answer the existing row too.
      const [row] = await db.query<UserRow>(
        `INSERT INTO users (tenant_slug, phone, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_slug, phone) DO UPDATE SET phone = EXCLUDED.phone
         RETURNING id, phone`,
        [tenantSlug, phone, now]
      )
      if (row === undefined) throw new Error("The user upsert returned no row")
      return toUser(row)
    },
    findByPhone: (tenantSlug, phone) =>
      findOne("SELECT id, phone FROM users WHERE tenant_slug = $1 AND phone = $2", [tenantSlug, phone]),
    findById: (tenantSlug, id) =>
      findOne("SELECT id, phone FROM users WHERE tenant_slug = $1 AND id = $2", [tenantSlug, id])
  }
}
