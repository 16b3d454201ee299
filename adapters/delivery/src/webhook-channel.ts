import { createHmac } from "node:crypto"
import type { LeadChannel } from "@dealer/core"
import { DeliveryFailure } from "./failure.ts"

/** A webhook with its secret resolved (tenant settings name only the variable that holds it). */
export interface SignedWebhook {
  readonly url: string
  readonly secret: string
}

/** How the webhook channel reads the time and how long it waits. */
export interface WebhookOptions {
  readonly clock: () => Date
  /** Per request (default 10 s). */
  readonly timeoutMs?: number | undefined
}

/**
 * The signature header's value: `sha256=` and the hex HMAC-SHA256, keyed by the secret, of
 * `<timestamp>.<body>` (as Stripe signs its webhooks). A receiver recomputes it over the raw
 * body and refuses old timestamps.
 *
 * @example
 * webhookSignature("s3cret", "1767225600", '{"lead":{}}') // "sha256=9f2c..."
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`
}

/**
 * Leads as a signed HTTPS POST of `{ lead, adf }` (the lead's JSON and its ADF document), with
 * `X-Dealer-Message-Id` (the same on every try: the receiver drops repeats by it),
 * `X-Dealer-Timestamp` (Unix seconds) and `X-Dealer-Signature`. Any status but 2xx, a network
 * error or the timeout is a failure.
 *
 * @example
 * const webhook = createWebhookChannel({ clock: () => new Date() })
 * await webhook.send({ messageId, tenantSlug: "acme", lead }, { url: "https://crm.acme.example/leads", secret })
 */
export function createWebhookChannel(options: WebhookOptions): LeadChannel<SignedWebhook> {
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    send: async ({ messageId, lead }, destination) => {
      const body = JSON.stringify({ lead: lead.json, adf: lead.xml })
      const timestamp = String(Math.floor(options.clock().getTime() / 1000))
      const response = await fetch(destination.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "dealer-platform-webhooks",
          "x-dealer-message-id": messageId,
          "x-dealer-timestamp": timestamp,
          "x-dealer-signature": webhookSignature(destination.secret, timestamp, body)
        },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs)
      })
      await response.body?.cancel()
      if (response.status < 200 || response.status > 299) throw new DeliveryFailure(`HTTP ${response.status}`)
    }
  }
}
