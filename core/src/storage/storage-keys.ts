/**
 * The local storage entries of a site (document 001, section 9). `SearchHistory`, `SuccessCategory`
 * (the category of the last lead sent, which section 4 stores without naming its key) and
 * `UserDetails` (section 3's "Stored user details", kept by the lead form) are this platform's names.
 */
export const storageKeyNames = [
  "FavouritedCars",
  "EnquireCar",
  "ViewCar",
  "PriceDisplay",
  "TradeInValuation",
  "SearchHistory",
  "SuccessCategory",
  "UserDetails"
] as const
/** The name of a value the site keeps in the browser's storage. */
export type StorageKeyName = (typeof storageKeyNames)[number]

/**
 * The local storage key of an entry, prefixed with the dealership slug so two dealer sites on one
 * browser never read each other's data: `{slug}:{name}`.
 *
 * @example
 * import { storageKey } from "@dealer/core/storage"
 *
 * storageKey("acme-motors", "FavouritedCars") // => "acme-motors:FavouritedCars"
 */
export function storageKey(dealershipSlug: string, name: StorageKeyName): string {
  const slug = dealershipSlug.trim()
  if (slug.length === 0) throw new RangeError("A storage key needs the dealership slug")
  return `${slug}:${name}`
}
