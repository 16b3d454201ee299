/** @dealer/geo: the Geocoder port over the bundled Australian locality and postcode data set (server side). */
export { createLocalityGeocoder, type LocalityGeocoder } from "./locality-geocoder.ts"
export { localityIndex, type LocalityIndex } from "./locality-index.ts"
export { localityName } from "./locality-name.ts"
export {
  localityTable,
  placeKind,
  readLocalityTable,
  type LocalityRecord,
  type LocalityTable
} from "./locality-table.ts"
export { DEFAULT_SUGGESTIONS, placeSuggestions } from "./place-suggestions.ts"
