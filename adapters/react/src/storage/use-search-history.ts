import { readSearchHistory, recordSearch, storageKey, type SearchHistoryRecord } from "@dealer/core/storage"
import { useCallback, useMemo, useSyncExternalStore } from "react"

// Searches recorded on this page; other tabs' arrive as the window's `storage` event.
const listeners = new Set<() => void>()

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  window.addEventListener("storage", onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener("storage", onChange)
  }
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    // Private modes and disabled storage throw: the history is then empty.
    return null
  }
}

/**
 * The shopper's last 5 searches (`{slug}:SearchHistory` in local storage, oldest first) and a
 * function that records one (core's `recordSearch`: non-empty filters only, a repeat moves to the
 * end). Read with the plain decoder, so the search page loads no schema code. The server render
 * and hydration read no history.
 *
 * @example
 * const [history, record] = useSearchHistory("coastal-kia")
 * useEffect(() => { if (view.history.entry) record(view.history.entry) }, [view])
 */
export function useSearchHistory(
  dealershipSlug: string
): readonly [ReadonlyArray<SearchHistoryRecord>, (search: SearchHistoryRecord) => void] {
  const key = storageKey(dealershipSlug, "SearchHistory")
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null
  )
  const history = useMemo(() => readSearchHistory(raw), [raw])
  const record = useCallback(
    (search: SearchHistoryRecord) => {
      const next = recordSearch(readSearchHistory(readRaw(key)), search)
      try {
        window.localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // Without storage nothing is remembered; the page works the same.
        return
      }
      listeners.forEach((listener) => listener())
    },
    [key]
  )
  return [history, record] as const
}
