/** @dealer/http: Typed clients of the platform API (ofetch), every response decoded by core schemas. */
export { createPlatformClient, type PlatformClient } from "./platform-client.ts"
export {
  createPlatformHttp,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
  type PlatformAnswer,
  type PlatformClientOptions,
  type PlatformHttp,
  type PlatformLog,
  type PlatformRequest,
  type PostOptions,
  type QueryPairs
} from "./platform-http.ts"
export {
  abortedError,
  API_ERROR_CODES,
  isRetryableApiError,
  networkError,
  returnedMessage,
  timeoutError,
  type AbortedApiError,
  type ApiError,
  type ApiErrorCode,
  type ApiFieldError,
  type DecodeApiError,
  type HttpApiError,
  type HttpErrorCode,
  type NetworkApiError,
  type TimeoutApiError
} from "./api-error.ts"
export { httpError, retryAfterSeconds } from "./http-error.ts"
export { decodeAnswer, decodeErrorFields } from "./decode-answer.ts"
export { getDecoded, pathSegment, postDecoded, postNoContent, withFallback, type ApiResult } from "./decoded-calls.ts"
export { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey, newIdempotencyKey } from "./idempotency-key.ts"
export {
  createStockClient,
  LOCATIONS_FETCH_FAILED,
  type CarPdf,
  type CarViewsQuery,
  type StockClient
} from "./stock-client.ts"
export {
  createDeliveryClients,
  type DeliveryClient,
  type DeliveryPriceOptions,
  type FinanceClient,
  type TestDriveAvailabilityQuery,
  type TestDrivesClient
} from "./delivery-client.ts"
export { createLeadsClient, type LeadsClient, type LeadSubmitBody } from "./leads-client.ts"
export { createTradeInClient, VALUATION_SAVE_FAILED, type TradeInClient } from "./trade-in-client.ts"
export { createAuthClient, type AuthClient } from "./auth-client.ts"
export { createWatchlistClient, type WatchlistClient } from "./watchlist-client.ts"
export { createLogsClient, type AnalyticsEventBody, type LogsClient } from "./logs-client.ts"
export * from "./schemas/index.ts"
