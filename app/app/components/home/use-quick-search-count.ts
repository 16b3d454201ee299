import { quickSearchCountText, quickSearchQuery, type QuickSearchCountWords, type QuickSearchValues } from "@dealer/core"
import { useEffect, useState } from "react"

/** The search box's debounce (stock document section 9): one call once the shopper pauses. */
const DEBOUNCE_MS = 300

/**
 * "Show Me N cars" for the shopper's picks: the server's count until they pick, then the search
 * API's count for the search the form would run. A failed or superseded call keeps the last count.
 */
export function useQuickSearchCount(
  values: QuickSearchValues | null,
  words: QuickSearchCountWords,
  initialText: string
): string {
  const [text, setText] = useState(initialText)
  // The picks as text, so a re-render with the same picks asks nothing.
  const key = values === null ? null : JSON.stringify(values)
  useEffect(() => {
    if (key === null) return
    const picks = JSON.parse(key) as QuickSearchValues
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      const query = quickSearchQuery(picks)
      try {
        const { searchStock } = await import("./quick-search-api.ts")
        const result = await searchStock(query, controller.signal)
        if (result && !controller.signal.aborted) setText(quickSearchCountText(words, result, query))
      } catch {
        // Offline or superseded: the count the shopper sees stays the last one known.
      }
    }, DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [key, words])
  return text
}
