import type { LeadMessage } from "./outbox.ts"

/** A lead on its way out: the message, with the outbox entry's stable id and its tenant. */
export interface OutgoingLead {
  /** Stable per outbox entry: a receiver drops a second copy by it. */
  readonly messageId: string
  readonly tenantSlug: string
  readonly lead: LeadMessage
}

/**
 * One way a lead reaches the dealer (e-mail with the ADF attached, a signed webhook). `send`
 * resolves once the receiver accepted the lead and throws when it did not; the deliverer records
 * the outcome and tries again later. Implementations live in adapters (`@dealer/delivery`).
 *
 * @example
 * await email.send({ messageId, tenantSlug: "acme", lead }, { to: ["leads@acme.example"] })
 */
export interface LeadChannel<Destination> {
  readonly send: (message: OutgoingLead, destination: Destination) => Promise<void>
}
