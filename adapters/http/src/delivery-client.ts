import { DeliveryEstimateResponse, YouxQuote, type YouxQuoteRequest } from "@dealer/core"
import type { Result } from "effect"
import { getDecoded, postDecoded, withFallback, type ApiResult } from "./decoded-calls.ts"
import type { CallOptions, PlatformHttp, PostOptions } from "./platform-http.ts"
import { TestDriveAvailability } from "./schemas/delivery-responses.ts"

/** The test-drive availability query: a location and a day (`YYYY-MM-DD`). */
export interface TestDriveAvailabilityQuery {
  readonly locationId: number
  readonly date: string
}

/** Options of a delivery price lookup: the car's location to deliver from (else the primary sales location). */
export interface DeliveryPriceOptions extends CallOptions {
  readonly locationId?: number | null
}

/** The delivery price lookup (stock document section 7). */
export interface DeliveryClient {
  /**
   * The delivery price and region for a postcode, from `locationId` when given. A 400 carries
   * `Please enter a postcode.` or `Invalid postcode. Please enter a 4-digit number.`, a 404 the
   * no-estimate text, as `message`.
   */
  price(postcode: string, options?: DeliveryPriceOptions): Promise<ApiResult<DeliveryEstimateResponse>>
}

/** The test-drive availability lookup. */
export interface TestDrivesClient {
  /** Free slots of a location on a day: opening hours minus booked slots. */
  availability(query: TestDriveAvailabilityQuery, options?: CallOptions): Promise<ApiResult<TestDriveAvailability>>
}

/** The finance quote (finance-forms document section 7). */
export interface FinanceClient {
  /** A car's quote; any failure is silently ignored and answers `null` (section 8, "Quote fetch non-OK or exception"). */
  youxQuote(request: YouxQuoteRequest, options?: PostOptions): Promise<Result.Result<YouxQuote | null, never>>
}

/**
 * The "Delivery, test drives and finance" calls of docs/api.md over a shared transport.
 *
 * @example
 * const { delivery } = createDeliveryClients(http)
 * const estimate = await delivery.price("4000")
 */
export function createDeliveryClients(http: PlatformHttp): {
  readonly delivery: DeliveryClient
  readonly testDrives: TestDrivesClient
  readonly finance: FinanceClient
} {
  return {
    delivery: {
      price: (postcode, { locationId, ...options } = {}) =>
        getDecoded(
          http,
          DeliveryEstimateResponse,
          "/api/delivery-price",
          "delivery price",
          [["postcode", postcode], ...(locationId == null ? [] : [["location_id", String(locationId)] as const])],
          options
        )
    },
    testDrives: {
      availability: (query, options) =>
        getDecoded(
          http,
          TestDriveAvailability,
          "/api/test-drives/availability",
          "test drive availability",
          [
            ["location_id", String(query.locationId)],
            ["date", query.date]
          ],
          options
        )
    },
    finance: {
      youxQuote: async (request, options) =>
        withFallback(
          await postDecoded(http, YouxQuote, "/api/youx/quote", request, "finance quote", options),
          null,
          null
        )
    }
  }
}
