import {
  AutoGaugeResponse,
  autogaugeUrl,
  Car,
  carPath,
  DealershipLocation,
  IMAGE_ENDPOINT,
  imageUrl,
  pdfFileName,
  stockQueryToSearchParams,
  type ImageSize,
  type StockQuery,
  type StockResult
} from "@dealer/core"
import { Result, Schema } from "effect"
import { getDecoded, pathSegment, withFallback, type ApiResult } from "./decoded-calls.ts"
import type { CallOptions, PlatformHttp } from "./platform-http.ts"
import { CarViews, ManufacturerWebsite, SimilarCarIds } from "./schemas/stock-responses.ts"
import { StockResultResponse, stockResultFromResponse } from "./schemas/stock-result-response.ts"

/** The log line of a failed manufacturer-locations fetch (stock document section 8). */
export const LOCATIONS_FETCH_FAILED = "Failed to fetch locations"

/** The query of the view counter (stock document section 7). */
export interface CarViewsQuery {
  readonly photosCount: number
  /** The car's `updated_at`, as the car carries it. */
  readonly updatedAt: string
  readonly websiteId: number
}

/** A car's brochure, ready to save under `fileName` (`{slug}.pdf`). */
export interface CarPdf {
  readonly blob: Blob
  readonly fileName: string
}

/** Calls of the "Stock" table of docs/api.md. */
export interface StockClient {
  /** The search page's results for a query (its URL state, encoded by core's `stockQueryToSearchParams`). */
  search(query: StockQuery, options?: CallOptions): Promise<ApiResult<StockResult>>
  /** A visible car of this tenant; 404 `not_found` otherwise. */
  car(slug: string, options?: CallOptions): Promise<ApiResult<Car>>
  /** Up to 10 similar car ids. A failure stays an error, so the caller can log it and fall back to a filtered search. */
  similarCarIds(slug: string, options?: CallOptions): Promise<ApiResult<ReadonlyArray<number>>>
  /** The group's websites and their locations; a failure is logged and yields an empty list. */
  manufacturerLocations(options?: CallOptions): Promise<Result.Result<ReadonlyArray<ManufacturerWebsite>, never>>
  /** The tenant's locations, of one type when given (`sales`, `service`, `parts`, ...). */
  dealershipLocations(type?: string, options?: CallOptions): Promise<ApiResult<ReadonlyArray<DealershipLocation>>>
  /** The market-price gauge; `null` when the service has no data for the car (404 `No data returned`). */
  autoGauge(slug: string, options?: CallOptions): Promise<ApiResult<AutoGaugeResponse | null>>
  /** Counts a view and answers the car's views; `null` whenever there is no good answer. */
  carViews(slug: string, query: CarViewsQuery, options?: CallOptions): Promise<Result.Result<CarViews | null, never>>
  /** The car's PDF brochure. */
  carPdf(slug: string, options?: CallOptions): Promise<ApiResult<CarPdf>>
  /** The address of a resized image (`/images/resize`), for an `img` element; no call is made. */
  imageUrl(source: string, size?: ImageSize): string
}

const isPdf = (contentType: string | null) => /^application\/pdf\b/i.test(contentType?.trim() ?? "")

/**
 * The stock calls over a shared transport.
 *
 * @example
 * const stock = createStockClient(createPlatformHttp({ baseUrl: "" }))
 * const result = await stock.car("2022-toyota-hilux-sr5-t1234")
 */
export function createStockClient(http: PlatformHttp): StockClient {
  const base = http.baseUrl.replace(/\/+$/, "")
  const carApi = (slug: string, rest = "") => `/api/cars/${pathSegment(slug)}${rest}`

  return {
    search: async (query, options) =>
      Result.map(
        await getDecoded(
          http,
          StockResultResponse,
          "/api/stock/search",
          "stock search answer",
          stockQueryToSearchParams(query),
          options
        ),
        stockResultFromResponse
      ),

    car: (slug, options) => getDecoded(http, Car, carApi(slug), `car ${slug}`, undefined, options),

    similarCarIds: async (slug, options) =>
      Result.map(
        await getDecoded(http, SimilarCarIds, carApi(slug, "/similar"), `similar cars of ${slug}`, undefined, options),
        (answer) => answer.ids
      ),

    manufacturerLocations: async (options) =>
      withFallback(
        await getDecoded(
          http,
          Schema.Array(ManufacturerWebsite),
          "/api/manufacturer-locations",
          "manufacturer locations",
          undefined,
          options
        ),
        [],
        http.log,
        LOCATIONS_FETCH_FAILED
      ),

    dealershipLocations: (type, options) =>
      getDecoded(
        http,
        Schema.Array(DealershipLocation),
        "/api/dealership-locations",
        "dealership locations",
        type ? [["type", type]] : undefined,
        options
      ),

    autoGauge: async (slug, options) => {
      const result = await getDecoded(
        http,
        AutoGaugeResponse,
        autogaugeUrl("", carPath({ slug })),
        `auto gauge of ${slug}`,
        undefined,
        options
      )
      return Result.isFailure(result) && result.failure.code === "not_found" ? Result.succeed(null) : result
    },

    carViews: async (slug, query, options) =>
      withFallback(
        await getDecoded(
          http,
          CarViews,
          carApi(slug, "/view.json"),
          `views of ${slug}`,
          [
            ["photos_count", String(query.photosCount)],
            ["updated_at", query.updatedAt],
            ["website_id", String(query.websiteId)]
          ],
          options
        ),
        null,
        null
      ),

    carPdf: async (slug, options) => {
      const fileName = pdfFileName(slug)
      return Result.flatMap(await http.getFile(carApi(slug, "/pdf"), options), (answer) => {
        const contentType = answer.headers.get("content-type")
        if (answer.body instanceof Blob && isPdf(contentType)) return Result.succeed({ blob: answer.body, fileName })
        const message = `Expected application/pdf, got ${contentType || "no content type"}`
        return Result.fail({
          kind: "decode",
          status: answer.status,
          code: "invalid_response",
          message: `Invalid PDF of ${slug}: ${message}`,
          fields: [{ path: "", message }],
          retryAfterSeconds: null
        })
      })
    },

    imageUrl: (source, size) => imageUrl(source, size, `${base}${IMAGE_ENDPOINT}`)
  }
}
