/**
 * A delivery failure whose message is safe to store: short, naming the channel and the cause
 * (a status, a system error code, a webhook host from the tenant's settings that is refused),
 * never a shopper's e-mail address or phone number, nor a lead's content.
 */
export class DeliveryFailure extends Error {
  override readonly name = "DeliveryFailure"
}

const SAFE_CODE = /^[A-Z][A-Z0-9_]{1,40}$/

/**
 * The storable reason of any failure of `channel`: a `DeliveryFailure`'s own message, else the
 * system error code (`ECONNREFUSED`, `ETIMEDOUT`, `EAUTH`, ...) or the error's kind.
 *
 * @example
 * failureReason("email", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNREFUSED" })) // "email: ECONNREFUSED"
 */
export function failureReason(channel: string, error: unknown): string {
  if (error instanceof DeliveryFailure) return `${channel}: ${error.message}`.slice(0, 200)
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code
  for (const candidate of [code, causeCode]) {
    if (typeof candidate === "string" && SAFE_CODE.test(candidate)) return `${channel}: ${candidate}`
  }
  if (error instanceof Error && error.name === "TimeoutError") return `${channel}: timeout`
  return `${channel}: ${error instanceof Error ? error.name : "failure"}`
}
