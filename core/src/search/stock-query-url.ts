import { Result } from "effect"
import { emptyStockQuery, SORT_OPTIONS, type NumericRange, type SortBy, type StockQuery } from "./stock-query.ts"

/** A search URL parameter that could not be understood, named so the shopper can fix it. */
export interface QueryParamError {
  readonly param: string
  readonly message: string
}

/** The read side of `URLSearchParams`, so core needs no DOM or Node types. */
export interface SearchParamsLike {
  get(name: string): string | null
  getAll(name: string): Array<string>
}

/** Query-string pairs in order; `new URLSearchParams(pairs)` turns them into a query string. */
export type SearchParamPairs = Array<[string, string]>

const PRICE_RANGE = /^(\d*)-(\d*)$/

function parseRange(param: string, raw: string | null): Result.Result<NumericRange, QueryParamError> {
  if (raw === null || raw === "") return Result.succeed({ min: null, max: null })
  const match = PRICE_RANGE.exec(raw)
  if (!match) return Result.fail({ param, message: `${param} must look like 10000-50000` })
  const [min, max] = [match[1], match[2]].map((part) => (part ? Number(part) : null)) as [number | null, number | null]
  if (min !== null && max !== null && min > max) {
    return Result.fail({ param, message: `${param} minimum cannot exceed its maximum` })
  }
  return Result.succeed({ min, max })
}

function parsePage(raw: string | null): Result.Result<number, QueryParamError> {
  if (raw === null || raw === "") return Result.succeed(1)
  const page = Number(raw)
  return /^\d+$/.test(raw) && page >= 1 && Number.isSafeInteger(page)
    ? Result.succeed(page)
    : Result.fail({ param: "page", message: "page must be a whole number from 1" })
}

function parseSort(raw: string | null): Result.Result<SortBy, QueryParamError> {
  if (raw === null || raw === "") return Result.succeed(emptyStockQuery.sortBy)
  return (SORT_OPTIONS as ReadonlyArray<string>).includes(raw)
    ? Result.succeed(raw as SortBy)
    : Result.fail({ param: "sortBy", message: `sortBy must be one of ${SORT_OPTIONS.join(", ")}` })
}

const listParam = (params: SearchParamsLike, name: string) =>
  params.getAll(name).map((value) => value.trim()).filter((value) => value !== "")

/**
 * Decodes a search page's query string (the URL is the state) into a `StockQuery`.
 * Facets repeat their parameter (`make=Toyota&make=Mazda`); the price is `price=min-max`.
 *
 * @example
 * stockQueryFromSearchParams(new URLSearchParams("make=Toyota&sortBy=price_asc&page=2"))
 */
export function stockQueryFromSearchParams(params: SearchParamsLike): Result.Result<StockQuery, QueryParamError> {
  return Result.gen(function* () {
    return {
      query: (params.get("query") ?? "").trim(),
      carType: emptyStockQuery.carType,
      make: listParam(params, "make"),
      model: listParam(params, "model"),
      price: yield* parseRange("price", params.get("price")),
      sortBy: yield* parseSort(params.get("sortBy")),
      page: yield* parsePage(params.get("page"))
    }
  })
}

/**
 * Encodes a `StockQuery` back into the search page's query string, leaving out defaults
 * (page 1, most relevant, empty filters) so URLs stay short and shareable.
 *
 * @example
 * new URLSearchParams(stockQueryToSearchParams({ ...emptyStockQuery, make: ["Toyota"] })).toString() // "make=Toyota"
 */
export function stockQueryToSearchParams(query: StockQuery): SearchParamPairs {
  const pairs: SearchParamPairs = []
  if (query.query) pairs.push(["query", query.query])
  for (const make of query.make) pairs.push(["make", make])
  for (const model of query.model) pairs.push(["model", model])
  if (query.price.min !== null || query.price.max !== null) {
    pairs.push(["price", `${query.price.min ?? ""}-${query.price.max ?? ""}`])
  }
  if (query.sortBy !== emptyStockQuery.sortBy) pairs.push(["sortBy", query.sortBy])
  if (query.page !== 1) pairs.push(["page", String(query.page)])
  return pairs
}

/**
 * Applies a filter change. Changing any filter removes the page (section 4, "Search state").
 *
 * @example
 * withFilter(query, { make: ["Mazda"] }).page // 1
 */
export function withFilter(query: StockQuery, change: Partial<Omit<StockQuery, "page">>): StockQuery {
  return { ...query, ...change, page: 1 }
}
