import type { AnalyticsEvents } from "./analytics-events.ts"
import type { DeliveryZoneRepository } from "./delivery-zone-repository.ts"
import type { IdempotencyStore } from "./idempotency-store.ts"
import type { LeadRepository } from "./lead-repository.ts"
import type { OneTimeCodeRepository } from "./one-time-code-repository.ts"
import type { OnlinePaymentRepository } from "./online-payment-repository.ts"
import type { Outbox } from "./outbox.ts"
import type { PhoneRevealRepository } from "./phone-reveal-repository.ts"
import type { RateLimiter } from "./rate-limiter.ts"
import type { RecordOwners } from "./record-owners.ts"
import type { ReservationRepository } from "./reservation-repository.ts"
import type { SessionRepository } from "./session-repository.ts"
import type { ShopperEnquiries } from "./shopper-enquiries.ts"
import type { SpinEntryRepository } from "./spin-entry-repository.ts"
import type { StockStore } from "./stock-store.ts"
import type { UserRepository } from "./user-repository.ts"
import type { ValuationRepository } from "./valuation-repository.ts"
import type { ViewCountRepository } from "./view-count-repository.ts"
import type { WatchlistRepository } from "./watchlist-repository.ts"

/** Every repository of the platform API, all on one database (or one transaction of it). */
export interface PlatformRepositories {
  readonly stock: StockStore
  readonly leads: LeadRepository
  readonly watchlists: WatchlistRepository
  readonly users: UserRepository
  readonly sessions: SessionRepository
  readonly oneTimeCodes: OneTimeCodeRepository
  readonly viewCounts: ViewCountRepository
  readonly phoneReveals: PhoneRevealRepository
  readonly valuations: ValuationRepository
  readonly deliveryZones: DeliveryZoneRepository
  readonly idempotency: IdempotencyStore
  readonly rateLimiter: RateLimiter
  readonly outbox: Outbox
  readonly analytics: AnalyticsEvents
  readonly reservations: ReservationRepository
  readonly shopperEnquiries: ShopperEnquiries
  readonly spinEntries: SpinEntryRepository
  readonly onlinePayments: OnlinePaymentRepository
  readonly recordOwners: RecordOwners
}

/**
 * Runs work atomically over the repositories: everything `work` writes is committed together
 * when it resolves, and nothing when it throws (a lead and its ADF outbox entry, say).
 *
 * @example
 * import type { NewLead, UnitOfWork } from "@dealer/core/ports"
 *
 * // Stores a lead and its delivery together: both are written, or neither.
 * async function storeLead(unitOfWork: UnitOfWork, newLead: NewLead, toMessage: (leadId: number) => string) {
 *   return unitOfWork.transaction(async (repos) => {
 *     const lead = await repos.leads.create(newLead)
 *     await repos.outbox.enqueue(lead.tenantSlug, { kind: "sms", payload: { to: "0412345678", text: toMessage(lead.id) } }, newLead.now)
 *     return lead
 *   })
 * }
 */
export interface UnitOfWork {
  readonly transaction: <T>(work: (repositories: PlatformRepositories) => Promise<T>) => Promise<T>
}
