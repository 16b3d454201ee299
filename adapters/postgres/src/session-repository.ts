import type { SessionRepository } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { hashText } from "./hashing.ts"

const tokenHash = (token: string) => hashText(["session", token])

/**
 * Core's `SessionRepository` over `sessions`, keyed by a SHA-256 of the cookie token: the token
 * is random and long, so its hash needs no salt, and a leaked table signs nobody in.
 *
 * @example
 * await createSessionRepository(db).create({ tenantSlug: "acme", userId: 4, token, now, expiresAt })
 */
export function createSessionRepository(db: Queryable): SessionRepository {
  return {
    create: async (session) => {
      await db.query(
        `INSERT INTO sessions (token_hash, tenant_slug, user_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [tokenHash(session.token), session.tenantSlug, session.userId, session.now, session.expiresAt]
      )
    },
    find: async (tenantSlug, token, now) => {
      const [row] = await db.query<{ id: number; phone: string; expires_at: Date }>(
        `SELECT u.id, u.phone, s.expires_at
         FROM sessions s JOIN users u ON u.tenant_slug = s.tenant_slug AND u.id = s.user_id
         WHERE s.token_hash = $1 AND s.tenant_slug = $2 AND s.expires_at > $3`,
        [tokenHash(token), tenantSlug, now]
      )
      return row === undefined ? null : { user: { id: Number(row.id), phone: row.phone }, expiresAt: row.expires_at }
    },
    revoke: async (tenantSlug, token) => {
      const rows = await db.query("DELETE FROM sessions WHERE token_hash = $1 AND tenant_slug = $2 RETURNING user_id", [
        tokenHash(token),
        tenantSlug
      ])
      return rows.length === 1
    }
  }
}
