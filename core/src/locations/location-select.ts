/**
 * The option a location select fills in by itself (001 section 4): the only one, when there is
 * exactly one; otherwise null and the shopper chooses.
 *
 * @example
 * import { autoSelectedLocation } from "@dealer/core/locations"
 *
 * autoSelectedLocation([{ id: 21 }]) // => { id: 21 }
 * autoSelectedLocation([{ id: 21 }, { id: 22 }]) // => null
 */
export function autoSelectedLocation<O>(options: ReadonlyArray<O>): O | null {
  return options.length === 1 ? (options[0] ?? null) : null
}
