import { createHash, createHmac, timingSafeEqual } from "node:crypto"

// A separator no text contains, so ("ab", "c") and ("a", "bc") hash apart.
const SEPARATOR = "\u0000"

/**
 * The SHA-256 of some texts, in hex; keyed (HMAC) when a secret is given, so that without the
 * secret a short value such as a 6-digit code cannot be found again by trying every one.
 *
 * @example
 * hashText(["acme", "0412345678"]) // "5c1f..." (64 hex digits)
 */
export function hashText(parts: ReadonlyArray<string>, secret?: string | undefined): string {
  const text = parts.join(SEPARATOR)
  return (secret ? createHmac("sha256", secret) : createHash("sha256")).update(text, "utf8").digest("hex")
}

/**
 * Whether two hex hashes are equal, in a time that does not depend on where they differ.
 *
 * @example
 * sameHash(hashText(["a"]), hashText(["a"])) // true
 */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex")
  const right = Buffer.from(b, "hex")
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The hash an `Idempotency-Key` is stored with, of the raw request body.
 *
 * @example
 * await idempotency.reserve({ tenantSlug, key, bodyHash: requestBodyHash(rawBody), now })
 */
export function requestBodyHash(body: string): string {
  return hashText([body])
}
