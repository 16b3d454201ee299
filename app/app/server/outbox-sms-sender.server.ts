import type { Outbox } from "@dealer/core"
import type { SmsSender } from "@dealer/core/platform"

/**
 * The SMS sender of the platform: each message goes into the outbox (of the caller's
 * transaction), where a deliverer picks it up; in development `/dev/outbox` shows it.
 *
 * @example
 * await createOutboxSmsSender(repos.outbox).send({ tenantSlug: "acme", to: "0412345678", text, now })
 */
export function createOutboxSmsSender(outbox: Outbox): SmsSender {
  return {
    send: async ({ tenantSlug, to, text, now }) => {
      await outbox.enqueue(tenantSlug, { kind: "sms", payload: { to, text } }, now)
    }
  }
}
