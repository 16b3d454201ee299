import { useCallback, useSyncExternalStore } from "react"

// Writes made on this page; other tabs' arrive as the window's `storage` event.
const listeners = new Set<() => void>()

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  window.addEventListener("storage", onChange)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener("storage", onChange)
  }
}

/**
 * The text stored under a local storage key, or null when there is none or storage is disabled
 * (private modes throw).
 *
 * @example
 * readStoredText("coastal-kia:PriceDisplay") // "Finance" | null
 */
export function readStoredText(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * The raw text of one local storage key and a writer, kept in step with this page's writes and
 * other tabs'. Plain text, decoded by the caller with core's plain decoders, so a page that uses
 * it loads no schema code. The server render and hydration read null.
 *
 * @example
 * const [raw, write] = useStoredText(storageKey("coastal-kia", "PriceDisplay"))
 * write("Finance")
 */
export function useStoredText(key: string): readonly [string | null, (text: string) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readStoredText(key),
    () => null
  )
  const write = useCallback(
    (text: string) => {
      try {
        window.localStorage.setItem(key, text)
      } catch {
        // Without storage nothing is remembered; the page works the same.
        return
      }
      listeners.forEach((listener) => listener())
    },
    [key]
  )
  return [raw, write] as const
}
