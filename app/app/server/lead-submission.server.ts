import {
  adfLeadFromStoredLead,
  adfLeadXml,
  type LeadFields,
  type LeadStepFields,
  type PlatformRepositories,
  type StoredLead,
  type Tenant
} from "@dealer/core"
import { isLeadDeliveryDue, leadDeliveryContext, testDriveBooking } from "@dealer/core/platform"
import { ApiError, notFound } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"

/** One submit of a lead form: a new lead, or a later step of `leadId`. */
export type LeadSubmission =
  | { readonly leadId: null; readonly fields: LeadFields; readonly isLastStep: boolean; readonly spam: boolean }
  | { readonly leadId: number; readonly fields: LeadStepFields; readonly isLastStep: boolean }

/**
 * Stores a lead submit on the repositories of the caller's transaction and, when it is due
 * (`isLeadDeliveryDue`, or `alwaysDeliver` for an accepted offer), its ADF document for the
 * dealer's CRM in the outbox, so the two commit together. A test drive time holds its slot at the
 * location; 409 when another lead holds it already (the transaction then keeps nothing). 404 for
 * a later step of a lead the tenant does not have.
 *
 * @example
 * const lead = await storeLeadSubmission(repositories, tenant, { leadId: null, fields, isLastStep: true, spam: false }, now)
 */
export async function storeLeadSubmission(
  repositories: PlatformRepositories,
  tenant: Tenant,
  submission: LeadSubmission,
  now: Date,
  alwaysDeliver = false
): Promise<StoredLead> {
  const { leads } = repositories
  const before = submission.leadId === null ? null : await leads.findById(tenant.slug, submission.leadId)
  if (submission.leadId !== null && before === null) throw notFound(apiMessages.noSuchLead)
  const after =
    submission.leadId === null
      ? await leads.create({ tenantSlug: tenant.slug, ...submission, now })
      : await leads.appendStep({ tenantSlug: tenant.slug, ...submission, leadId: submission.leadId, now })
  if (after === null) throw notFound(apiMessages.noSuchLead)
  const booking = after.spam ? null : testDriveBooking(submission.fields, tenant.locations)
  if (booking !== null && !(await leads.holdTestDriveSlot(tenant.slug, booking, after.id))) {
    const taken = apiMessages.testDriveTaken
    throw new ApiError(409, "conflict", taken, [{ path: "userData.preferred_date_time", message: taken }])
  }
  if (!after.spam && (alwaysDeliver || isLeadDeliveryDue(before, after))) {
    const car = after.carId === null ? null : await repositories.stock.findById(tenant.slug, after.carId)
    const xml = adfLeadXml(adfLeadFromStoredLead(after, leadDeliveryContext(after, car, tenant)))
    const payload = { leadId: after.id, locationId: null, dealershipId: null, subject: "New lead", xml, text: "", json: {} }
    await repositories.outbox.enqueue(tenant.slug, { kind: "adf", payload }, now)
  }
  return after
}
