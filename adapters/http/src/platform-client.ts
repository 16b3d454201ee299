import { createAuthClient, type AuthClient } from "./auth-client.ts"
import {
  createDeliveryClients,
  type DeliveryClient,
  type FinanceClient,
  type TestDrivesClient
} from "./delivery-client.ts"
import { createLeadsClient, type LeadsClient } from "./leads-client.ts"
import { createLogsClient, type LogsClient } from "./logs-client.ts"
import { createPlatformHttp, type PlatformClientOptions } from "./platform-http.ts"
import { createStockClient, type StockClient } from "./stock-client.ts"
import { createTradeInClient, type TradeInClient } from "./trade-in-client.ts"
import { createWatchlistClient, type WatchlistClient } from "./watchlist-client.ts"

/** Every call of the platform API (docs/api.md), grouped as its tables are. */
export interface PlatformClient {
  readonly stock: StockClient
  readonly delivery: DeliveryClient
  readonly testDrives: TestDrivesClient
  readonly finance: FinanceClient
  readonly leads: LeadsClient
  readonly tradeIn: TradeInClient
  readonly auth: AuthClient
  readonly watchlist: WatchlistClient
  readonly logs: LogsClient
}

/**
 * A typed client of the platform API. Every call resolves to an Effect `Result` (never rejects for
 * an HTTP, network, timeout or decoding failure), decodes its answer with a core schema, times out
 * after `timeoutMs` (default 10 s), sends the session cookie, and sends an `Idempotency-Key` on
 * every POST.
 *
 * @example
 * const client = createPlatformClient({ baseUrl: "" })
 * const result = await client.delivery.price("4000")
 * if (Result.isSuccess(result)) console.log(result.success.price)
 * else console.log(result.failure.message) // e.g. "Invalid postcode. Please enter a 4-digit number."
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const http = createPlatformHttp(options)
  return {
    stock: createStockClient(http),
    ...createDeliveryClients(http),
    leads: createLeadsClient(http),
    tradeIn: createTradeInClient(http),
    auth: createAuthClient(http),
    watchlist: createWatchlistClient(http),
    logs: createLogsClient(http)
  }
}
