/**
 * @dealer/postgres: the SQL schema, its migrations and the repositories behind core's ports,
 * on PGlite (embedded, the default) or a PostgreSQL server.
 */
export { createAnalyticsEvents } from "./analytics-events.ts"
export type { Database, Queryable, Unlisten } from "./database.ts"
export { createDeliveryZoneRepository } from "./delivery-zone-repository.ts"
export { requestBodyHash } from "./hashing.ts"
export { createIdempotencyStore } from "./idempotency-store.ts"
export { formatImportReport } from "./import/import-report-lines.ts"
export {
  importStockFile,
  type RejectedRow,
  type StockImportOptions,
  type StockImportReport
} from "./import/import-stock-file.ts"
export { IMPORT_QUEUE_FOLDER, type ImportJob, type ImportJobOutcome } from "./import/import-queue-layout.ts"
export { importNextQueued, type QueuedImportDone } from "./import/import-next-queued.ts"
export { queueStockImport, type QueuedImportEnd, type QueueStockImportOptions } from "./import/queue-stock-import.ts"
export type { RowProblem } from "./import/car-row-problems.ts"
export { StockFileError } from "./import/stock-file-rows.ts"
export { createLeadRepository } from "./lead-repository.ts"
export { migrate } from "./migrate.ts"
export type { Migration } from "./migrations/index.ts"
export { migrations } from "./migrations/index.ts"
export { createOneTimeCodeRepository, type OneTimeCodeOptions } from "./one-time-code-repository.ts"
export { openDatabase, type OpenDatabaseOptions } from "./open-database.ts"
export { databaseOwner, DatabaseInUseError } from "./owner-lock.ts"
export { createOutbox } from "./outbox.ts"
export { createPhoneRevealRepository } from "./phone-reveal-repository.ts"
export {
  createPlatformRepositories,
  createUnitOfWork,
  type PlatformRepositoryOptions
} from "./platform-repositories.ts"
export { purgeExpired, type PurgedRows } from "./purge-expired.ts"
export { createRateLimiter } from "./rate-limiter.ts"
export { createRecordOwners } from "./record-owners.ts"
export { createReservationRepository } from "./reservation-repository.ts"
export { createSpinEntryRepository } from "./spin-entry-repository.ts"
export { createOnlinePaymentRepository } from "./online-payment-repository.ts"
export { seedTenant, storeTenantSettings } from "./seed-tenant.ts"
export { createSessionRepository } from "./session-repository.ts"
export { createShopperEnquiries } from "./shopper-enquiries.ts"
export { createStockChanges } from "./stock-changes.ts"
export { STOCK_CHANGES_CHANNEL } from "./stock-notices.ts"
export { createStockRepository } from "./stock-repository.ts"
export { createTenantRepository, type TenantRepository, type TenantSaveOutcome } from "./tenant-repository.ts"
export { createUserRepository } from "./user-repository.ts"
export { createValuationRepository } from "./valuation-repository.ts"
export { createViewCountRepository } from "./view-count-repository.ts"
export { createWatchlistRepository } from "./watchlist-repository.ts"
