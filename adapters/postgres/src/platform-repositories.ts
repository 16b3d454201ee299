import type { PlatformRepositories, UnitOfWork } from "@dealer/core"
import { createAnalyticsEvents } from "./analytics-events.ts"
import type { Database, Queryable } from "./database.ts"
import { createDeliveryZoneRepository } from "./delivery-zone-repository.ts"
import { createIdempotencyStore } from "./idempotency-store.ts"
import { createLeadRepository } from "./lead-repository.ts"
import { createOneTimeCodeRepository } from "./one-time-code-repository.ts"
import { createOnlinePaymentRepository } from "./online-payment-repository.ts"
import { createOutbox } from "./outbox.ts"
import { createPhoneRevealRepository } from "./phone-reveal-repository.ts"
import { createRateLimiter } from "./rate-limiter.ts"
import { createRecordOwners } from "./record-owners.ts"
import { createReservationRepository } from "./reservation-repository.ts"
import { createSessionRepository } from "./session-repository.ts"
import { createShopperEnquiries } from "./shopper-enquiries.ts"
import { createSpinEntryRepository } from "./spin-entry-repository.ts"
import { createStockRepository } from "./stock-repository.ts"
import { createUserRepository } from "./user-repository.ts"
import { createValuationRepository } from "./valuation-repository.ts"
import { createViewCountRepository } from "./view-count-repository.ts"
import { createWatchlistRepository } from "./watchlist-repository.ts"

/** Settings of the repositories that have any. */
export interface PlatformRepositoryOptions {
  /** Keys the hashes of sign-in codes and phones (see `createOneTimeCodeRepository`). */
  readonly codeSecret?: string | undefined
}

/**
 * Every repository of the platform API over one database or one transaction.
 *
 * @example
 * const repos = createPlatformRepositories(db, { codeSecret: process.env.CODE_SECRET })
 * await repos.watchlists.list({ tenantSlug: "acme", userId: 4 })
 */
export function createPlatformRepositories(
  db: Queryable,
  options: PlatformRepositoryOptions = {}
): PlatformRepositories {
  return {
    stock: createStockRepository(db),
    leads: createLeadRepository(db),
    watchlists: createWatchlistRepository(db),
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    oneTimeCodes: createOneTimeCodeRepository(db, { secret: options.codeSecret }),
    viewCounts: createViewCountRepository(db),
    phoneReveals: createPhoneRevealRepository(db),
    valuations: createValuationRepository(db),
    deliveryZones: createDeliveryZoneRepository(db),
    idempotency: createIdempotencyStore(db),
    rateLimiter: createRateLimiter(db),
    outbox: createOutbox(db),
    analytics: createAnalyticsEvents(db),
    reservations: createReservationRepository(db),
    shopperEnquiries: createShopperEnquiries(db),
    spinEntries: createSpinEntryRepository(db),
    onlinePayments: createOnlinePaymentRepository(db),
    recordOwners: createRecordOwners(db)
  }
}

/**
 * Core's `UnitOfWork`: `work` gets the repositories of one transaction, committed when it
 * resolves and rolled back when it throws.
 *
 * @example
 * await createUnitOfWork(db).transaction(async (repos) => {
 *   const lead = await repos.leads.create(newLead)
 *   await repos.outbox.enqueue("acme", { kind: "adf", payload: { leadId: lead.id, xml } }, now)
 * })
 */
export function createUnitOfWork(db: Database, options: PlatformRepositoryOptions = {}): UnitOfWork {
  return { transaction: (work) => db.transaction((tx) => work(createPlatformRepositories(tx, options))) }
}
