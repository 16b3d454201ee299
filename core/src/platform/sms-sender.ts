/** A text message for a shopper's phone. */
export interface SmsToSend {
  readonly tenantSlug: string
  /** The number in national form (`0412345678`). */
  readonly to: string
  readonly text: string
  readonly now: Date
}

/**
 * Where sign-in codes are sent. The platform's sender puts each message in the outbox, in the
 * transaction of the code it carries; a deliverer hands them to an SMS gateway.
 *
 * @example
 * import type { SmsSender, SmsToSend } from "@dealer/core/platform"
 *
 * const sent: SmsToSend[] = []
 * const sms: SmsSender = { send: async (message) => void sent.push(message) }
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * await sms.send({ tenantSlug: "acme", to: "0412345678", text: "Your Acme code is 482913", now })
 * sent.length // => 1
 */
export interface SmsSender {
  readonly send: (message: SmsToSend) => Promise<void>
}
