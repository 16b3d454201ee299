import type { StorageKeyName } from "@dealer/core/storage"
import { useCallback, useMemo, useSyncExternalStore } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import {
  browserLocalStorage,
  createSiteStorage,
  decodeStoredEntry,
  onSiteStorageWrite,
  type SiteStorage,
  type StoredValues
} from "./site-storage.ts"

/**
 * This site's local storage, its keys prefixed with the dealership slug (the tenant's slug unless
 * another is given). On the server it reads defaults and drops writes.
 *
 * @example
 * const storage = useSiteStorage()
 * storage.write("PriceDisplay", "Finance")
 */
export function useSiteStorage(dealershipSlug?: string): SiteStorage {
  const { slug } = useTenant()
  const prefix = dealershipSlug ?? slug
  return useMemo(() => createSiteStorage(prefix, browserLocalStorage()), [prefix])
}

function subscribe(onChange: () => void): () => void {
  const stopWrites = onSiteStorageWrite(onChange)
  window.addEventListener("storage", onChange)
  return () => {
    stopWrites()
    window.removeEventListener("storage", onChange)
  }
}

/**
 * One stored entry and a setter, kept in step with this page's writes and other tabs'. The server
 * render and hydration use the default, so the markup matches; the stored value follows at once.
 *
 * @example
 * const [favourites, setFavourites] = useStoredEntry("FavouritedCars")
 * setFavourites(toggleFavourite(favourites, car))
 */
export function useStoredEntry<K extends StorageKeyName>(
  name: K,
  dealershipSlug?: string
): readonly [StoredValues[K], (value: StoredValues[K]) => boolean] {
  const storage = useSiteStorage(dealershipSlug)
  // The raw text is the snapshot: a string compares by value, so unchanged storage never re-renders.
  const raw = useSyncExternalStore(
    subscribe,
    () => storage.readRaw(name),
    () => null
  )
  const value = useMemo(() => decodeStoredEntry(name, raw), [name, raw])
  const write = useCallback((next: StoredValues[K]) => storage.write(name, next), [storage, name])
  return [value, write] as const
}
