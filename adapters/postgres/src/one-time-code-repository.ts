import { randomBytes } from "node:crypto"
import type { OneTimeCodeRepository, OneTimeCodeVerification } from "@dealer/core"
import type { Queryable } from "./database.ts"
import { hashText, sameHash } from "./hashing.ts"

/** How codes are hashed. */
export interface OneTimeCodeOptions {
  /**
   * A server secret that keys the hashes (HMAC). Without it a 6-digit code could be found from its
   * hash by trying all million; with it, not without the secret.
   */
  readonly secret?: string | undefined
}

interface CodeRow {
  readonly code_hash: string
  readonly salt: string
  readonly attempts: number
  readonly expires_at: Date
}

/**
 * Core's `OneTimeCodeRepository` over `one_time_codes`: the phone and the code are stored only as
 * hashes (the code with a fresh salt each time). A try locks the code's row, so parallel tries
 * are counted one by one and never pass `maxAttempts`.
 *
 * @example
 * const codes = createOneTimeCodeRepository(db, { secret: process.env.CODE_SECRET })
 * await codes.issue({ tenantSlug: "acme", phone, code: "482913", now, expiresAt })
 */
export function createOneTimeCodeRepository(db: Queryable, options: OneTimeCodeOptions = {}): OneTimeCodeRepository {
  const phoneHash = (tenantSlug: string, phone: string) => hashText(["phone", tenantSlug, phone], options.secret)
  const codeHash = (salt: string, code: string) => hashText(["code", salt, code], options.secret)

  return {
    issue: async ({ tenantSlug, phone, code, now, expiresAt }) => {
      const salt = randomBytes(16).toString("hex")
      await db.query(
        `INSERT INTO one_time_codes (tenant_slug, phone_hash, code_hash, salt, attempts, created_at, expires_at)
         VALUES ($1, $2, $3, $4, 0, $5, $6)
         ON CONFLICT (tenant_slug, phone_hash) DO UPDATE SET code_hash = EXCLUDED.code_hash,
           salt = EXCLUDED.salt, attempts = 0, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
        [tenantSlug, phoneHash(tenantSlug, phone), codeHash(salt, code), salt, now, expiresAt]
      )
    },
    verify: ({ tenantSlug, phone, code, now, maxAttempts }) =>
      db.transaction(async (tx): Promise<OneTimeCodeVerification> => {
        const key = [tenantSlug, phoneHash(tenantSlug, phone)]
        const [row] = await tx.query<CodeRow>(
          `SELECT code_hash, salt, attempts, expires_at FROM one_time_codes
           WHERE tenant_slug = $1 AND phone_hash = $2 FOR UPDATE`,
          key
        )
        if (row === undefined) return { kind: "missing" }
        if (row.expires_at.getTime() <= now.getTime()) {
          await tx.query("DELETE FROM one_time_codes WHERE tenant_slug = $1 AND phone_hash = $2", key)
          return { kind: "expired" }
        }
        if (row.attempts >= maxAttempts) return { kind: "locked" }
        if (sameHash(row.code_hash, codeHash(row.salt, code))) {
          await tx.query("DELETE FROM one_time_codes WHERE tenant_slug = $1 AND phone_hash = $2", key)
          return { kind: "verified" }
        }
        await tx.query(
          "UPDATE one_time_codes SET attempts = attempts + 1 WHERE tenant_slug = $1 AND phone_hash = $2",
          key
        )
        return { kind: "wrong", attemptsLeft: Math.max(0, maxAttempts - row.attempts - 1) }
      })
  }
}
