/** A lead for the dealer, ready for every channel. */
export interface LeadMessage {
  readonly leadId: number
  /** The tenant location the lead is routed to (core's routing rule), or null. */
  readonly locationId: number | null
  readonly dealershipId: number | null
  /** E-mail subject line. */
  readonly subject: string
  /** The ADF 1.0 XML document. */
  readonly xml: string
  /** A readable plain-text rendering of the lead. */
  readonly text: string
  /** The lead as JSON, for webhooks. */
  readonly json: { readonly [key: string]: unknown }
}

/** A text message to a phone. */
export interface SmsMessage {
  readonly to: string
  readonly text: string
}

/** Something to deliver, by kind. */
export type OutboxMessage =
  { readonly kind: "adf"; readonly payload: LeadMessage } | { readonly kind: "sms"; readonly payload: SmsMessage }

/**
 * Where an entry stands: `pending` (not tried yet, or its try was cut short), `failed` (a try
 * failed; tried again at `nextAttemptAt`), `sent`, or `dead` (no more tries: out of attempts,
 * or a sign-in code that expired before it could be sent).
 */
export type OutboxState = "pending" | "sent" | "failed" | "dead"

/** A message in the outbox. */
export type OutboxEntry = OutboxMessage & {
  readonly id: number
  /** Stable per entry: the e-mail's Message-ID and the webhook's idempotency key. */
  readonly messageId: string
  readonly tenantSlug: string
  readonly createdAt: Date
  readonly state: OutboxState
  /** When a deliverer may claim it next (its lease or its backoff ends). */
  readonly nextAttemptAt: Date
  /** The last failure, short and without personal data. */
  readonly lastError: string | null
  readonly sentAt: Date | null
  /** How many times a deliverer claimed it. */
  readonly attempts: number
  /** The channels (`email`, `webhook`) an earlier, partly failed try reached: a retry skips them. */
  readonly channelsSent: ReadonlyArray<string>
}

/** Which entries to list, newest first. */
export interface OutboxQuery {
  readonly tenantSlug?: string | undefined
  readonly kind?: OutboxMessage["kind"] | undefined
  readonly limit: number
}

/**
 * A deliverer's claim: up to `limit` entries of the kinds it can send that are due by `now`
 * (pending or failed, no lease running), its own for `leaseMs`.
 */
export interface OutboxClaim {
  readonly kinds: ReadonlyArray<OutboxMessage["kind"]>
  readonly limit: number
  readonly now: Date
  readonly leaseMs: number
}

/**
 * Messages waiting for delivery: lead messages and SMS. Enqueue in the transaction of the change
 * that causes the message, so one never exists without the other. Several deliverers may claim at
 * once; each entry goes to one of them until its lease ends (a deliverer that dies mid-batch
 * leaves its entries to be claimed again). A failure waits by the backoff rule
 * (`afterFailure`), then the entry is `dead`. An SMS text is erased once sent or expired, since it
 * may hold a sign-in code.
 *
 * @example
 * import type { Outbox } from "@dealer/core/ports"
 *
 * // One pass of a deliverer: claims up to 20 text messages, sends each, records how it went.
 * async function deliverTexts(outbox: Outbox, send: (to: string, text: string) => Promise<void>, now: Date) {
 *   for (const entry of await outbox.claim({ kinds: ["sms"], limit: 20, now, leaseMs: 60_000 })) {
 *     if (entry.kind !== "sms") continue
 *     await send(entry.payload.to, entry.payload.text).then(
 *       () => outbox.markSent(entry.id, now),
 *       () => outbox.markFailed(entry.id, "gateway refused", now)
 *     )
 *   }
 * }
 */
export interface Outbox {
  readonly enqueue: (tenantSlug: string, message: OutboxMessage, now: Date) => Promise<OutboxEntry>
  readonly list: (query: OutboxQuery) => Promise<ReadonlyArray<OutboxEntry>>
  readonly claim: (claim: OutboxClaim) => Promise<ReadonlyArray<OutboxEntry>>
  /** `false` when the entry is already sent or dead. */
  readonly markSent: (id: number, now: Date) => Promise<boolean>
  /**
   * Records a failed try: `failed` with its next attempt by the backoff rule, or `dead` once out
   * of attempts; `null` when the entry is already sent or dead. `channelsSent` are the channels
   * this try did reach, which a retry leaves out.
   */
  readonly markFailed: (
    id: number,
    error: string,
    now: Date,
    channelsSent?: ReadonlyArray<string>
  ) => Promise<"failed" | "dead" | null>
  /**
   * SMS entries created before `createdBefore` and never sent (their code has expired) become
   * `dead` with their number and text erased; answers how many.
   */
  readonly expireTexts: (createdBefore: Date, now: Date) => Promise<number>
  /** The delivery entries of a lead (one per delivery of it), oldest first. */
  readonly leadDeliveries: (tenantSlug: string, leadId: number) => Promise<ReadonlyArray<OutboxEntry>>
}
