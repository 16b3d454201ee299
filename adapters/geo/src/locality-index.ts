import { searchTokens } from "@dealer/core/search"
import type { LocalityTable } from "./locality-table.ts"

/** Lookups over the locality table: by postcode, and by any word of a locality's name. */
export interface LocalityIndex {
  readonly table: LocalityTable
  /** Rows of each postcode, the one that best names it first. */
  readonly byPostcode: ReadonlyMap<string, ReadonlyArray<number>>
  /** Every postcode, ascending. */
  readonly postcodes: ReadonlyArray<string>
  /** Per row, how many postcodes its name spans in its state: a city's name spans many. */
  readonly span: Int32Array
  /** Per row, the words of its name. */
  readonly tokens: ReadonlyArray<ReadonlyArray<string>>
  /** (word, row) pairs sorted by word, for prefix lookups. */
  readonly words: ReadonlyArray<string>
  readonly wordRows: Int32Array
  /** The best localities for each one- or two-letter query, found on first use. */
  readonly shortPrefixes: Map<string, ReadonlyArray<{ readonly match: number; readonly row: number }>>
}

/**
 * Orders rows from the place a shopper most likely means: a suburb over a postal facility, a name
 * spanning more postcodes (a city), a shorter name, then alphabetically.
 */
export function byProminence(index: Pick<LocalityIndex, "table" | "span">) {
  const { table, span } = index
  return (a: number, b: number) =>
    table.kind[b]! - table.kind[a]! ||
    span[b]! - span[a]! ||
    table.name[a]!.length - table.name[b]!.length ||
    (table.name[a]! < table.name[b]! ? -1 : table.name[a]! > table.name[b]! ? 1 : 0) ||
    (table.postcode[a]! < table.postcode[b]! ? -1 : 1)
}

/**
 * Builds the lookups once; a few tens of milliseconds for the whole country.
 *
 * @example
 * localityIndex(readLocalityTable()).byPostcode.get("4000")?.[0] // the row of Brisbane
 */
export function localityIndex(table: LocalityTable): LocalityIndex {
  const rows = Array.from({ length: table.size }, (_, row) => row)
  const postcodesOf = new Map<string, Set<string>>()
  for (const row of rows) {
    const key = `${table.name[row]}|${table.state[row]}`
    postcodesOf.set(key, (postcodesOf.get(key) ?? new Set()).add(table.postcode[row]!))
  }
  const span = Int32Array.from(rows, (row) => postcodesOf.get(`${table.name[row]}|${table.state[row]}`)?.size ?? 1)
  const prominence = byProminence({ table, span })
  const byPostcode = new Map<string, number[]>()
  for (const row of rows) {
    const list = byPostcode.get(table.postcode[row]!) ?? []
    list.push(row)
    byPostcode.set(table.postcode[row]!, list)
  }
  for (const list of byPostcode.values()) list.sort(prominence)
  const tokens = rows.map((row) => searchTokens(table.name[row]!))
  const pairs = rows.flatMap((row) => [...new Set(tokens[row])].map((word) => [word, row] as const))
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]))
  return {
    table,
    byPostcode,
    postcodes: [...byPostcode.keys()].sort(),
    span,
    tokens,
    words: pairs.map(([word]) => word),
    wordRows: Int32Array.from(pairs, ([, row]) => row),
    shortPrefixes: new Map()
  }
}

/** The first position of `key` or after it in a sorted list. */
export function lowerBound(sorted: ReadonlyArray<string>, key: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (sorted[mid]! < key) low = mid + 1
    else high = mid
  }
  return low
}
