import { readSearchHistory, recordSearch, storageKey, type SearchHistoryRecord } from "@dealer/core/storage"
import { useCallback, useMemo } from "react"
import { readStoredText, useStoredText } from "./stored-text.ts"

/**
 * The shopper's last 5 searches (`{slug}:SearchHistory` in local storage, oldest first; empty
 * when storage is disabled) and a function that records one (core's `recordSearch`: non-empty
 * filters only, a repeat moves to the end). Read with the plain decoder, so the search page loads
 * no schema code. The server render and hydration read no history.
 *
 * @example
 * const [history, record] = useSearchHistory("coastal-kia")
 * useEffect(() => { if (view.history.entry) record(view.history.entry) }, [view])
 */
export function useSearchHistory(
  dealershipSlug: string
): readonly [ReadonlyArray<SearchHistoryRecord>, (search: SearchHistoryRecord) => void] {
  const key = storageKey(dealershipSlug, "SearchHistory")
  const [raw, write] = useStoredText(key)
  const history = useMemo(() => readSearchHistory(raw), [raw])
  const record = useCallback(
    (search: SearchHistoryRecord) => write(JSON.stringify(recordSearch(readSearchHistory(readStoredText(key)), search))),
    [key, write]
  )
  return [history, record] as const
}
