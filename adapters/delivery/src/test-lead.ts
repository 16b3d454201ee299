import type { OutgoingLead } from "@dealer/core"

/** A lead message as the outbox holds it, for the channel and deliverer tests. */
export function testLead(leadId = 42, messageId = "8d0c7d0e-3a8e-4c1b-9f7a-2f6a5a1d9b10"): OutgoingLead {
  return {
    messageId,
    tenantSlug: "metro-motor-group",
    lead: {
      leadId,
      locationId: 2,
      dealershipId: 11,
      subject: `New lead: Vehicle Enquiry from Jo Citizen (#${leadId})`,
      xml: `<?xml version="1.0"?><?adf version="1.0"?><adf><prospect><id>${leadId}</id></prospect></adf>`,
      text: `Vehicle Enquiry\nName: Jo Citizen\nPhone: 0412 345 678\nLead #${leadId}`,
      json: { id: leadId, category: "Vehicle Enquiry", name: "Jo Citizen" }
    }
  }
}
