import {
  resolveTenant,
  type Geocoder,
  type Payments,
  type PlatformRepositories,
  type StockStore,
  type Tenant,
  type UnitOfWork
} from "@dealer/core"
import type { FinanceQuotes, SmsSender, TradeInValuer } from "@dealer/core/platform"
import { createLocalityGeocoder } from "@dealer/geo"
import {
  createPlatformRepositories,
  createStockChanges,
  createTenantRepository,
  createUnitOfWork,
  type Database
} from "@dealer/postgres"
import { createStockSearchEngine, type StockSearchEngine } from "@dealer/search"
import { guardedSearch } from "./guarded-search.server.ts"
import { holdStock, type HeldStock } from "./held-stock.server.ts"
import type { ApiSettings } from "./api-settings.server.ts"
import { createLocalFinanceQuotes } from "./local-finance-quotes.server.ts"
import { createOutboxSmsSender } from "./outbox-sms-sender.server.ts"
import { createPlateTradeInValuer } from "./plate-trade-in-valuer.server.ts"
import { startHoldReleaseJob } from "./hold-release-job.server.ts"
import { startImportQueueJob } from "./import-queue-job.server.ts"
import { startLeadDeliverer } from "./lead-deliverer.server.ts"
import { startPurgeJob } from "./purge-job.server.ts"
import { feedStockChanges } from "./stock-change-feed.server.ts"
import { createTestModePayments } from "./test-mode-payments.server.ts"

/** What every loader and action needs, opened once per process. */
export interface Services {
  /** The tenants served, by slug; changes in place when settings are applied again (`applyTenants`). */
  readonly tenants: ReadonlyMap<string, Tenant>
  /** Tenants not served, by slug, with why: settings refused, or stored settings that no longer decode. */
  readonly unavailableTenants: ReadonlyMap<string, string>
  /**
   * Serves the stored tenants again after their settings were stored anew: changed settings apply,
   * a new tenant's stock loads, and the `refused` ones (slug, why) answer as being set up.
   */
  readonly applyTenants: (refused: ReadonlyMap<string, string>) => Promise<void>
  readonly defaultTenantSlug: string
  readonly db: Database
  /** The tenant's stock: reads for pages, writes that notify every process. */
  readonly stock: StockStore
  /** The search engine of this process, kept current by the stock change notices. */
  readonly search: StockSearchEngine
  /** The cars that engine holds, by slug: a vehicle page's car without a database read (decision 0069). */
  readonly heldStock: HeldStock
  readonly repositories: PlatformRepositories
  readonly unitOfWork: UnitOfWork
  readonly geocoder: Geocoder
  /** The SMS sender writing into the outbox of the given repositories (of a transaction). */
  readonly smsSender: (repositories: PlatformRepositories) => SmsSender
  readonly financeQuotes: FinanceQuotes
  readonly tradeInValuer: TradeInValuer
  /** Takes reservation deposits; the test-mode provider unless a live one is given. */
  readonly payments: Payments
  readonly settings: ApiSettings
  readonly clock: () => Date
  /** Stops listening, purging, delivering and importing and closes the database. */
  readonly close: () => Promise<void>
}

export interface ServicesOptions {
  readonly db: Database
  readonly settings: ApiSettings
  readonly defaultTenantSlug: string
  readonly clock?: () => Date
  readonly geocoder?: Geocoder
  readonly financeQuotes?: FinanceQuotes
  readonly tradeInValuer?: TradeInValuer
  readonly payments?: Payments
  /** Hourly purge of expired rows and the release of run-out reservation holds; off in tests that control time. */
  readonly purge?: boolean
  /** The outbox deliverer in this process (default: as the settings say, and off with `purge: false`). */
  readonly deliver?: boolean
  /**
   * The folder of stock files `npm run import` queues while this process owns the embedded
   * database; imported from every second. Unused on PostgreSQL, where the import connects itself.
   */
  readonly importQueue?: string
  /** Tenants whose settings were refused (slug, why): not served, their hosts answer as being set up. */
  readonly refusedTenants?: ReadonlyMap<string, string>
}

/**
 * Opens the services of one process on an open, seeded database: the tenants it stores, every
 * repository, the search engine built for each tenant and subscribed to stock changes from every
 * process, the geocoder, the outbox SMS sender, finance quotes, the trade-in valuer, the purge job,
 * the release of reservation holds that have run out, the outbox deliverer (leads, texts) and, on
 * the embedded database, the import of queued stock files.
 *
 * @example
 * const services = await createServices({ db, settings: apiSettingsFromEnv(process.env), defaultTenantSlug: "metro-motor-group" })
 */
export async function createServices(options: ServicesOptions): Promise<Services> {
  const { db, settings } = options
  const clock = options.clock ?? (() => new Date())
  const tenants = new Map<string, Tenant>()
  const unavailableTenants = new Map<string, string>()
  const repositories = createPlatformRepositories(db, { codeSecret: settings.codeSecret })
  const stock = repositories.stock
  const held = holdStock({
    listByTenant: stock.listByTenant,
    findByIds: async (slug, ids) =>
      (await Promise.all(ids.map((id) => stock.findById(slug, id)))).filter((car) => car !== null)
  })
  const engine = held.engine(createStockSearchEngine(held.source))
  const applyTenants = async (refused: ReadonlyMap<string, string>) => {
    const stored = await createTenantRepository(db).listReadable()
    const unavailable = new Map([...stored.unreadable.map(({ slug, reason }) => [slug, reason] as const), ...refused])
    const served = stored.tenants.filter((config) => !unavailable.has(config.slug))
    const added = served.filter((config) => !tenants.has(config.slug)).map((config) => config.slug)
    unavailableTenants.clear()
    for (const [slug, reason] of unavailable) unavailableTenants.set(slug, reason)
    for (const slug of [...tenants.keys()]) if (!served.some((config) => config.slug === slug)) tenants.delete(slug)
    for (const config of served) tenants.set(config.slug, resolveTenant(config))
    await Promise.all(added.map((slug) => engine.load(slug)))
  }
  // Subscribe before building, so no write between the two is missed.
  const unsubscribe = await feedStockChanges(createStockChanges(db), engine, () => [...tenants.keys()])
  await applyTenants(options.refusedTenants ?? new Map())
  const search = guardedSearch(engine)
  const stopPurge = options.purge === false ? () => {} : startPurgeJob(db, clock)
  const stopHoldRelease = options.purge === false ? () => {} : startHoldReleaseJob(repositories.reservations, clock)
  const stopDeliverer =
    (options.deliver ?? (options.purge !== false && settings.delivery.inServer))
      ? startLeadDeliverer({ db, settings, tenants, clock, env: process.env })
      : async () => {}
  const stopImports =
    options.importQueue !== undefined && db.kind === "pglite"
      ? startImportQueueJob(db, options.importQueue)
      : async () => {}
  return {
    tenants,
    unavailableTenants,
    applyTenants,
    defaultTenantSlug: options.defaultTenantSlug,
    db,
    stock,
    search,
    heldStock: held.stock,
    repositories,
    unitOfWork: createUnitOfWork(db, { codeSecret: settings.codeSecret }),
    geocoder: options.geocoder ?? createLocalityGeocoder(),
    smsSender: (repos) => createOutboxSmsSender(repos.outbox),
    financeQuotes: options.financeQuotes ?? createLocalFinanceQuotes((slug) => tenants.get(slug)),
    tradeInValuer: options.tradeInValuer ?? createPlateTradeInValuer(clock),
    payments: options.payments ?? createTestModePayments(),
    settings,
    clock,
    close: async () => {
      stopPurge()
      stopHoldRelease()
      await stopDeliverer()
      await stopImports()
      await unsubscribe()
      await db.close()
    }
  }
}
