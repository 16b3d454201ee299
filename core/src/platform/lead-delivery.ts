import type { StoredLead } from "../ports/lead-repository.ts"

/**
 * Whether a stored submit sends the lead to the dealer's CRM (as an ADF document): a new lead at
 * once, so an abandoned multi-step form still reaches the dealer, and again when a later step
 * completes it, with everything it gathered. A filled honeypot (`spam`) is never delivered.
 *
 * @example
 * import { isLeadDeliveryDue } from "@dealer/core/platform"
 *
 * isLeadDeliveryDue(null, { status: "incomplete", spam: false }) // => true
 * isLeadDeliveryDue(null, { status: "complete", spam: true }) // => false
 * isLeadDeliveryDue({ status: "incomplete" }, { status: "complete", spam: false }) // => true
 * isLeadDeliveryDue({ status: "complete" }, { status: "complete", spam: false }) // => false
 */
export function isLeadDeliveryDue(
  before: Pick<StoredLead, "status"> | null,
  after: Pick<StoredLead, "status" | "spam">
): boolean {
  if (after.spam) return false
  return before === null || (before.status === "incomplete" && after.status === "complete")
}
