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

/** A message in the outbox. */
export type OutboxEntry = OutboxMessage & {
  readonly id: number
  readonly tenantSlug: string
  readonly createdAt: Date
  readonly deliveredAt: Date | null
  /** How many times a deliverer claimed it. */
  readonly attempts: number
}

/** Which entries to list, newest first. */
export interface OutboxQuery {
  readonly tenantSlug?: string | undefined
  readonly kind?: OutboxMessage["kind"] | undefined
  readonly limit: number
}

/** A deliverer's claim: up to `limit` undelivered entries of a kind, its own for `leaseMs`. */
export interface OutboxClaim {
  readonly kind: OutboxMessage["kind"]
  readonly limit: number
  readonly now: Date
  readonly leaseMs: number
}

/**
 * Messages waiting for delivery: ADF lead documents and SMS. Enqueue in the transaction of the
 * change that causes the message, so one never exists without the other. Several deliverers may
 * claim at once; each entry goes to one of them until its lease ends. An SMS text is erased once
 * delivered, since it may hold a sign-in code.
 *
 * @example
 * await outbox.enqueue("acme", { kind: "sms", payload: { to: "0412345678", text: "Your code is 482913" } }, now)
 * await outbox.list({ limit: 50 }) // for /dev/outbox
 */
export interface Outbox {
  readonly enqueue: (tenantSlug: string, message: OutboxMessage, now: Date) => Promise<OutboxEntry>
  readonly list: (query: OutboxQuery) => Promise<ReadonlyArray<OutboxEntry>>
  readonly claim: (claim: OutboxClaim) => Promise<ReadonlyArray<OutboxEntry>>
  /** `false` when no such entry waits for delivery. */
  readonly markDelivered: (id: number, now: Date) => Promise<boolean>
}
