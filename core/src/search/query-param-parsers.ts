import * as Result from "effect/Result"
import { NEARBY_RADIUS_OPTIONS_KM } from "../locations/nearby-locations.ts"
import { emptyStockQuery, MAX_QUERY_LENGTH, SORT_OPTIONS, type NumericRange, type SortBy } from "./stock-query.ts"

/** A search URL parameter (or query field) that could not be understood, named so it can be fixed. */
export interface QueryParamError {
  readonly param: string
  readonly message: string
}

/** The longest place label (`userLocation`) or location type kept. */
export const MAX_PLACE_LABEL_LENGTH = 200

// Decimals, including the exponent form `String(number)` gives very large or small numbers.
const SIGNED = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i

const fail = (param: string, message: string) => Result.fail<QueryParamError>({ param, message })

const NUMBER = String.raw`\d+(?:\.\d+)?(?:e[+-]?\d+)?`
const RANGE = /* @__PURE__ */ new RegExp(`^(${NUMBER})?-(${NUMBER})?$`, "i")

/**
 * A range `min-max`; either side may be empty.
 */
export function parseRangeParam(param: string, raw: string | null): Result.Result<NumericRange, QueryParamError> {
  if (raw === null || raw.trim() === "") return Result.succeed({ min: null, max: null })
  const match = RANGE.exec(raw.trim())
  if (!match) return fail(param, `${param} must look like 10000-50000`)
  const [min, max] = [match[1], match[2]].map((side) => (side === undefined ? null : Number(side))) as [
    number | null,
    number | null
  ]
  if ([min, max].some((value) => value !== null && !Number.isFinite(value))) {
    return fail(param, `${param} must be a finite number`)
  }
  if (min !== null && max !== null && min > max) return fail(param, `${param} minimum cannot exceed its maximum`)
  return Result.succeed({ min, max })
}

/**
 * A 1-based page; absent means 1.
 */
export function parsePageParam(raw: string | null): Result.Result<number, QueryParamError> {
  if (raw === null || raw === "") return Result.succeed(1)
  const page = Number(raw)
  return /^\d+$/.test(raw) && page >= 1 && Number.isSafeInteger(page)
    ? Result.succeed(page)
    : fail("page", "page must be a whole number from 1")
}

/**
 * One of the sort options; absent means most relevant.
 */
export function parseSortParam(raw: string | null): Result.Result<SortBy, QueryParamError> {
  if (raw === null || raw === "") return Result.succeed(emptyStockQuery.sortBy)
  return (SORT_OPTIONS as ReadonlyArray<string>).includes(raw)
    ? Result.succeed(raw as SortBy)
    : fail("sortBy", `sortBy must be one of ${SORT_OPTIONS.join(", ")}`)
}

/**
 * Trimmed text of at most `maxLength` characters.
 */
export function parseTextParam(
  param: string,
  raw: string | null,
  maxLength: number
): Result.Result<string, QueryParamError> {
  const text = (raw ?? "").trim()
  return text.length > maxLength
    ? fail(param, `${param} must be at most ${maxLength} characters`)
    : Result.succeed(text)
}

/**
 * The free-text `query` parameter.
 */
export const parseQueryText = (raw: string | null) => parseTextParam("query", raw, MAX_QUERY_LENGTH)

/**
 * A whole number id, or `null` when absent.
 */
export function parseIdParam(param: string, raw: string | null): Result.Result<number | null, QueryParamError> {
  if (raw === null || raw.trim() === "") return Result.succeed(null)
  const id = Number(raw.trim())
  return /^\d+$/.test(raw.trim()) && Number.isSafeInteger(id)
    ? Result.succeed(id)
    : fail(param, `${param} must be a whole number`)
}

/**
 * A coordinate within `limit` degrees either side of zero, or `null` when absent.
 */
export function parseCoordinateParam(
  param: string,
  raw: string | null,
  limit: number
): Result.Result<number | null, QueryParamError> {
  if (raw === null || raw.trim() === "") return Result.succeed(null)
  const value = Number(raw.trim())
  return SIGNED.test(raw.trim()) && Number.isFinite(value) && Math.abs(value) <= limit
    ? Result.succeed(value === 0 ? 0 : value)
    : fail(param, `${param} must be a number from -${limit} to ${limit}`)
}

/**
 * One of the radius options (section 9), or the default when absent.
 */
export function parseRadiusParam(raw: string | null, fallback: number): Result.Result<number, QueryParamError> {
  if (raw === null || raw.trim() === "") return Result.succeed(fallback)
  const radius = Number(raw.trim())
  return (NEARBY_RADIUS_OPTIONS_KM as ReadonlyArray<number>).includes(radius)
    ? Result.succeed(radius)
    : fail("radius", `radius must be one of ${NEARBY_RADIUS_OPTIONS_KM.join(", ")}`)
}
