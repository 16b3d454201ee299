import { createHmac } from "node:crypto"
import type { LeadChannel } from "@dealer/core"
import { DeliveryFailure } from "./failure.ts"

/** A webhook with its secret resolved (tenant settings name only the variable that holds it). */
export interface SignedWebhook {
  readonly url: string
  readonly secret: string
}

/** One signed POST, as the channel hands it to the deployment's `post`. */
export interface WebhookRequest {
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
  /** Aborts the request at the channel's time limit. */
  readonly signal: AbortSignal
}

/**
 * How a webhook leaves the process: POSTs the request to `url` without following redirects and
 * resolves to the answer's status. It decides where a webhook may connect: the deployment's
 * refuses hosts that are not public (a tenant's setting must not reach the loopback, a private
 * network or the cloud metadata address) with a `DeliveryFailure` naming the host and why.
 */
export type WebhookPost = (url: string, request: WebhookRequest) => Promise<number>

/** How the webhook channel reads the time, how it sends and how long it waits. */
export interface WebhookOptions {
  readonly clock: () => Date
  /** Required, so no deployment sends a tenant's webhook without its address guard. */
  readonly post: WebhookPost
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
 * `X-Dealer-Timestamp` (Unix seconds) and `X-Dealer-Signature`, sent through `options.post`.
 * Any status but 2xx (a redirect too), a refused address, a network error or the timeout is a
 * failure.
 *
 * @example
 * // post: the deployment's, which checks the address it connects to (the app's leadWebhookPost)
 * const webhook = createWebhookChannel({ clock: () => new Date(), post })
 * await webhook.send({ messageId, tenantSlug: "acme", lead }, { url: "https://crm.acme.example/leads", secret })
 */
export function createWebhookChannel(options: WebhookOptions): LeadChannel<SignedWebhook> {
  const timeoutMs = options.timeoutMs ?? 10_000
  return {
    send: async ({ messageId, lead }, destination) => {
      const body = JSON.stringify({ lead: lead.json, adf: lead.xml })
      const timestamp = String(Math.floor(options.clock().getTime() / 1000))
      const signal = AbortSignal.timeout(timeoutMs)
      const headers = {
        "content-type": "application/json",
        "user-agent": "dealer-platform-webhooks",
        "x-dealer-message-id": messageId,
        "x-dealer-timestamp": timestamp,
        "x-dealer-signature": webhookSignature(destination.secret, timestamp, body)
      }
      const status = await options.post(destination.url, { headers, body, signal }).catch((error: unknown) => {
        // However the post reports an abort, the stored reason is the same word.
        throw signal.aborted ? new DeliveryFailure("timeout") : error
      })
      if (status < 200 || status > 299) throw new DeliveryFailure(`HTTP ${status}`)
    }
  }
}
