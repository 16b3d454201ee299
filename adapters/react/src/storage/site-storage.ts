import {
  decodePriceDisplayPreference,
  decodeStoredJson,
  decodeStoredList,
  encodeStoredJson,
  EnquiredCar,
  FavouriteCar,
  SearchHistoryEntry,
  storageKey,
  StoredTradeInValuation,
  ViewedCar,
  type PriceDisplayPreference,
  type StorageKeyName
} from "@dealer/core/storage"
import { StoredUserDetails } from "@dealer/core/forms"

/** The part of the Web Storage API the site uses, so tests and servers can stand in for it. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What each stored entry reads as; an entry that is missing, corrupt or foreign reads as the default. */
export interface StoredValues {
  readonly FavouritedCars: ReadonlyArray<FavouriteCar>
  readonly ViewCar: ReadonlyArray<ViewedCar>
  readonly SearchHistory: ReadonlyArray<SearchHistoryEntry>
  readonly EnquireCar: EnquiredCar | null
  readonly TradeInValuation: StoredTradeInValuation | null
  readonly PriceDisplay: PriceDisplayPreference
  /** The category of the last lead sent (plain text). */
  readonly SuccessCategory: string | null
  /** The shopper's details from the last lead form sent. */
  readonly UserDetails: StoredUserDetails | null
}

interface EntryCodec<T> {
  readonly decode: (raw: string | null) => T
  readonly encode: (value: T) => string
}

const codecs: { readonly [K in StorageKeyName]: EntryCodec<StoredValues[K]> } = {
  FavouritedCars: { decode: (raw) => decodeStoredList(FavouriteCar, raw), encode: encodeStoredJson },
  ViewCar: { decode: (raw) => decodeStoredList(ViewedCar, raw), encode: encodeStoredJson },
  SearchHistory: { decode: (raw) => decodeStoredList(SearchHistoryEntry, raw), encode: encodeStoredJson },
  EnquireCar: { decode: (raw) => decodeStoredJson(EnquiredCar, raw, null), encode: encodeStoredJson },
  TradeInValuation: { decode: (raw) => decodeStoredJson(StoredTradeInValuation, raw, null), encode: encodeStoredJson },
  // Written as plain text, as `decodePriceDisplayPreference` reads first.
  PriceDisplay: { decode: decodePriceDisplayPreference, encode: (value) => value },
  SuccessCategory: { decode: (raw) => (raw === null || raw.trim() === "" ? null : raw), encode: (value) => value ?? "" },
  UserDetails: { decode: (raw) => decodeStoredJson(StoredUserDetails, raw, null), encode: encodeStoredJson }
}

/**
 * Reads a raw stored text as its entry's value: the default when it is missing, corrupt or foreign.
 *
 * @example
 * decodeStoredEntry("PriceDisplay", "{oops") // "Cash"
 */
export function decodeStoredEntry<K extends StorageKeyName>(name: K, raw: string | null): StoredValues[K] {
  return codecs[name].decode(raw)
}

/** One dealer site's local storage: every key prefixed with its dealership slug. */
export interface SiteStorage {
  /** The entry's value, decoded; its default when nothing usable is stored or storage is unavailable. */
  read<K extends StorageKeyName>(name: K): StoredValues[K]
  /** The entry's stored text, or null; hooks compare it to know when the value changed. */
  readRaw(name: StorageKeyName): string | null
  /** Stores a value; false when storage is unavailable or full, so callers can carry on without it. */
  write<K extends StorageKeyName>(name: K, value: StoredValues[K]): boolean
  remove(name: StorageKeyName): void
}

const listeners = new Set<(key: string) => void>()

/**
 * Calls `listener` with the key of every entry this page writes or removes (other tabs' changes
 * arrive as the window's `storage` event).
 *
 * @example
 * const stop = onSiteStorageWrite((key) => console.log(key)) // "acme-motors:FavouritedCars"
 */
export function onSiteStorageWrite(listener: (key: string) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    // Private modes, disabled storage and full quotas throw; the site works without storage.
    return fallback
  }
}

/**
 * The browser's local storage, or null where there is none: on the server, or where reaching it
 * throws (storage disabled).
 *
 * @example
 * createSiteStorage("acme-motors", browserLocalStorage())
 */
export function browserLocalStorage(): StorageLike | null {
  if (typeof window === "undefined") return null
  return attempt(() => window.localStorage ?? null, null)
}

/**
 * A dealer site's local storage over `storage` (null on the server: every read gives the default
 * and writes are dropped). Reads decode with core's schemas, so what another release, another site
 * or a hand edit left never reaches the page.
 *
 * @example
 * const storage = createSiteStorage("acme-motors", browserLocalStorage())
 * storage.write("PriceDisplay", "Finance") // localStorage["acme-motors:PriceDisplay"] = "Finance"
 * storage.read("FavouritedCars") // [] when nothing usable is stored
 */
export function createSiteStorage(dealershipSlug: string, storage: StorageLike | null): SiteStorage {
  const key = (name: StorageKeyName) => storageKey(dealershipSlug, name)
  const notify = (name: StorageKeyName) => listeners.forEach((listener) => listener(key(name)))
  const readRaw = (name: StorageKeyName) => (storage ? attempt(() => storage.getItem(key(name)), null) : null)
  return {
    read: (name) => decodeStoredEntry(name, readRaw(name)),
    readRaw,
    write: (name, value) => {
      if (!storage) return false
      const written = attempt(() => {
        storage.setItem(key(name), codecs[name].encode(value))
        return true
      }, false)
      if (written) notify(name)
      return written
    },
    remove: (name) => {
      if (!storage) return
      attempt(() => storage.removeItem(key(name)), undefined)
      notify(name)
    }
  }
}
