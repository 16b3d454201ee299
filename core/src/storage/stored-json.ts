import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { decodeResult } from "../shared/decode.ts"

function parseJson(
  raw: string | null | undefined
): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  if (raw == null) return { ok: false }
  try {
    return { ok: true, value: JSON.parse(raw) }
  } catch {
    return { ok: false }
  }
}

/**
 * Reads a stored JSON value: returns `fallback` when nothing is stored, the text is not JSON, or the
 * value does not fit the schema (an older release's shape, another site's data, a hand edit), so a
 * page never breaks on what a browser kept.
 *
 * @example
 * import { PriceDisplayPreference, decodeStoredJson } from "@dealer/core/storage"
 *
 * decodeStoredJson(PriceDisplayPreference, "{oops", "Cash") // => "Cash"
 */
export function decodeStoredJson<S extends Schema.Decoder<unknown>, D = S["Type"]>(
  schema: S,
  raw: string | null | undefined,
  fallback: D
): S["Type"] | D {
  const parsed = parseJson(raw)
  if (!parsed.ok) return fallback
  const decoded = decodeResult(schema, parsed.value, "stored value")
  return Result.isSuccess(decoded) ? decoded.success : fallback
}

/**
 * Reads a stored JSON list, keeping the entries that fit the schema and dropping the rest; anything
 * that is not a JSON list reads as empty.
 *
 * @example
 * import { FavouriteCar, decodeStoredList } from "@dealer/core/storage"
 *
 * decodeStoredList(FavouriteCar, '[{"id":1,...}, {"id":"broken"}]') // [the first entry]
 */
export function decodeStoredList<S extends Schema.Decoder<unknown>>(
  itemSchema: S,
  raw: string | null | undefined
): ReadonlyArray<S["Type"]> {
  const parsed = parseJson(raw)
  if (!parsed.ok || !Array.isArray(parsed.value)) return []
  return parsed.value.flatMap((item: unknown) => {
    const decoded = decodeResult(itemSchema, item, "stored entry")
    return Result.isSuccess(decoded) ? [decoded.success] : []
  })
}

/**
 * The text to store for a value.
 *
 * @example
 * import { encodeStoredJson } from "@dealer/core/storage"
 *
 * encodeStoredJson([{ id: 1 }]) // => '[{"id":1}]'
 */
export function encodeStoredJson(value: unknown): string {
  return JSON.stringify(value)
}
