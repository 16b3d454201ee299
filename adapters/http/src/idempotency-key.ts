/** The header every POST carries (docs/api.md, "Idempotency"). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key"

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes))
  return Array.from(values, (value) => value.toString(16).padStart(2, "0")).join("")
}

/**
 * A fresh random key for one logical submission. Make one when the shopper submits and
 * pass it to every attempt of that submission, so a retry is answered, not repeated.
 *
 * @example
 * const key = newIdempotencyKey()
 * await client.leads.submit(body, { idempotencyKey: key })
 * await client.leads.submit(body, { idempotencyKey: key }) // same lead, nothing new created
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a plain-http page falls back to the same randomness.
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : randomHex(16)
}

/**
 * True when a key fits the API's limit of 1 to 200 characters.
 *
 * @example
 * isIdempotencyKey("") // false
 */
export function isIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= 200
}
