import type { PriceDisplayChoice } from "@dealer/core/finance"
import { readPriceDisplayChoice, storageKey } from "@dealer/core/storage"
import { useCallback, useSyncExternalStore } from "react"

// Choices made on this page; other tabs' arrive as the window's `storage` event.
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
    // Private modes and disabled storage throw: prices then show as cash.
    return null
  }
}

/**
 * The shopper's Cash or Finance choice of how prices show (`{slug}:PriceDisplay` in local storage,
 * Cash by default) and a setter that keeps it for the next page. Read with the plain decoder, so
 * the search page loads no schema code. The server render and hydration read Cash.
 *
 * @example
 * const [choice, choose] = usePriceDisplayChoice("coastal-kia")
 * choose("Finance")
 */
export function usePriceDisplayChoice(
  dealershipSlug: string
): readonly [PriceDisplayChoice, (choice: PriceDisplayChoice) => void] {
  const key = storageKey(dealershipSlug, "PriceDisplay")
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null
  )
  const choose = useCallback(
    (choice: PriceDisplayChoice) => {
      try {
        window.localStorage.setItem(key, choice)
      } catch {
        // Without storage the choice lasts only while nothing re-reads it.
      }
      listeners.forEach((listener) => listener())
    },
    [key]
  )
  return [readPriceDisplayChoice(raw), choose] as const
}
