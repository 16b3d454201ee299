import type { LeadPayloadExtras } from "../forms/lead-payload.ts"

/** A first lead submit's fields: the form's own fields beside the payload extras (`leadPayload`). */
export type LeadFields = LeadPayloadExtras & { readonly [field: string]: unknown }

/**
 * A later submit's fields. Any form fields; `category`, `subcategory` and `lead_attributes`
 * update the lead when present (the offer-accepted update carries only a subcategory).
 */
export type LeadStepFields = { readonly [field: string]: unknown }

/** The pages visited before the lead and the tracking parameters of the visit. */
export type LeadAttributes = LeadPayloadExtras["lead_attributes"]

/** `incomplete` until the last step (or a `form_completed: true` submit), then `complete`. */
export type LeadStatus = "incomplete" | "complete"

/** One submit of a lead, as it arrived. Steps count from 1. */
export interface StoredLeadStep {
  readonly step: number
  readonly fields: LeadStepFields
  readonly isLastStep: boolean
  readonly createdAt: Date
}

/** A stored lead: its current state, the fields of every step merged (later steps win) and each step. */
export interface StoredLead {
  readonly id: number
  readonly tenantSlug: string
  readonly category: string
  readonly subcategory: string | null
  readonly status: LeadStatus
  readonly formCompleted: boolean
  /** A filled honeypot: answered like any lead, never delivered. */
  readonly spam: boolean
  readonly carId: number | null
  /** The location and dealership the lead is routed to (`leadRoute`); null before it is. */
  readonly locationId: number | null
  readonly dealershipId: number | null
  readonly fields: LeadStepFields
  readonly attributes: LeadAttributes
  readonly steps: ReadonlyArray<StoredLeadStep>
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** A first submit: it creates the lead and its first step. */
export interface NewLead {
  readonly tenantSlug: string
  readonly fields: LeadFields
  readonly isLastStep: boolean
  readonly spam: boolean
  readonly now: Date
}

/** A later submit of a lead the tenant already has (`lead_id` of the first answer). */
export interface LeadStepSubmit {
  readonly tenantSlug: string
  readonly leadId: number
  readonly fields: LeadStepFields
  readonly isLastStep: boolean
  readonly now: Date
}

/**
 * Where leads are kept (`POST /api/leads`, the trade-in offer acceptance). Every write is
 * committed before its promise resolves, so an answer of 2xx means the lead is stored.
 *
 * @example
 * import type { LeadFields, LeadRepository, LeadStepFields } from "@dealer/core/ports"
 *
 * // A two-step enquiry: the first submit creates the lead, the second completes it.
 * async function twoStepLead(leads: LeadRepository, first: LeadFields, second: LeadStepFields, now: Date) {
 *   const lead = await leads.create({ tenantSlug: "acme", fields: first, isLastStep: false, spam: false, now })
 *   return leads.appendStep({ tenantSlug: "acme", leadId: lead.id, fields: second, isLastStep: true, now })
 * }
 */
export interface LeadRepository {
  /** Stores a new lead with its first step and attributes, in one transaction. */
  readonly create: (lead: NewLead) => Promise<StoredLead>
  /**
   * Adds a step to a lead of the tenant and updates its category, attributes and completion;
   * `null` when the tenant has no such lead.
   */
  readonly appendStep: (submit: LeadStepSubmit) => Promise<StoredLead | null>
  /** Marks a lead complete; `false` when the tenant has no such lead. */
  readonly markComplete: (tenantSlug: string, leadId: number, now: Date) => Promise<boolean>
  /** Files a lead under the location and dealership it is routed to; `false` when the tenant has no such lead. */
  readonly assignRoute: (
    tenantSlug: string,
    leadId: number,
    route: { readonly locationId: number | null; readonly dealershipId: number | null }
  ) => Promise<boolean>
  /** A lead of the tenant with every step, or `null`. */
  readonly findById: (tenantSlug: string, leadId: number) => Promise<StoredLead | null>
  /**
   * The test drive times booked at a location on a day (`YYYY-MM-DD`): the `preferred_date_time`
   * of the tenant's leads (spam left out) routed to the location (leads stored before routing:
   * naming it by id or slug in their `location` field).
   */
  readonly bookedTestDriveTimes: (
    tenantSlug: string,
    location: { readonly id: number; readonly slug: string },
    date: string
  ) => Promise<ReadonlyArray<string>>
  /**
   * Gives a test drive slot to a lead unless another lead holds it: `true` when this lead holds
   * it now (or held it already). Two leads racing for one slot get one `true` between them.
   */
  readonly holdTestDriveSlot: (
    tenantSlug: string,
    booking: { readonly locationId: number; readonly startsAt: string },
    leadId: number
  ) => Promise<boolean>
}
