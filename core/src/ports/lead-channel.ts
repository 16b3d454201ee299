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
 * import type { LeadChannel, OutgoingLead } from "@dealer/core/ports"
 *
 * const delivered: Array<{ readonly to: ReadonlyArray<string>; readonly subject: string }> = []
 * const email: LeadChannel<{ readonly to: ReadonlyArray<string> }> = {
 *   send: async (message, destination) => void delivered.push({ to: destination.to, subject: message.lead.subject })
 * }
 * const message: OutgoingLead = {
 *   messageId: "<lead-812@acme.example>",
 *   tenantSlug: "acme",
 *   lead: { leadId: 812, locationId: 11, dealershipId: 3, subject: "General Enquiry", xml: "<adf/>", text: "General Enquiry", json: {} }
 * }
 *
 * await email.send(message, { to: ["leads@acme.example"] })
 * delivered // => [{ to: ["leads@acme.example"], subject: "General Enquiry" }]
 */
export interface LeadChannel<Destination> {
  readonly send: (message: OutgoingLead, destination: Destination) => Promise<void>
}
