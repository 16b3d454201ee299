import {
  type LeadFields,
  type LeadStepFields,
  type PlatformRepositories,
  type StoredLead,
  type Tenant
} from "@dealer/core"
import { isLeadDeliveryDue, leadMessage, leadRoute, testDriveBooking } from "@dealer/core/platform"
import { ApiError, notFound } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"

/** One submit of a lead form: a new lead, or a later step of `leadId`. */
export type LeadSubmission =
  | { readonly leadId: null; readonly fields: LeadFields; readonly isLastStep: boolean; readonly spam: boolean }
  | { readonly leadId: number; readonly fields: LeadStepFields; readonly isLastStep: boolean }

/**
 * Stores a lead submit on the repositories of the caller's transaction, files it under the
 * location core's `leadRoute` chooses (from everything its steps gathered) and, when it is due
 * (`isLeadDeliveryDue`, or `alwaysDeliver` for an accepted offer), puts its message for the
 * dealer (ADF document, text, JSON, routed to the same location) in the outbox, so all of it
 * commits together. A test drive time holds its slot at that location; 409 when another lead
 * holds it already (the transaction then keeps nothing). 404 for a later step of a lead the
 * tenant does not have.
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
  const car = after.carId === null ? null : await repositories.stock.findById(tenant.slug, after.carId)
  const route = leadRoute(after.fields, car, tenant.locations)
  await leads.assignRoute(tenant.slug, after.id, { locationId: route.location?.id ?? null, dealershipId: route.dealershipId })
  const booking = after.spam ? null : testDriveBooking(submission.fields, route.location)
  if (booking !== null && !(await leads.holdTestDriveSlot(tenant.slug, booking, after.id))) {
    const taken = apiMessages.testDriveTaken
    throw new ApiError(409, "conflict", taken, [{ path: "userData.preferred_date_time", message: taken }])
  }
  const routed = { ...after, locationId: route.location?.id ?? null, dealershipId: route.dealershipId }
  if (!after.spam && (alwaysDeliver || isLeadDeliveryDue(before, after))) {
    const tradeIn = await repositories.valuations.findByLead(tenant.slug, after.id)
    const payload = leadMessage({ lead: routed, car, tradeIn, route, site: tenant })
    await repositories.outbox.enqueue(tenant.slug, { kind: "adf", payload }, now)
  }
  return routed
}
