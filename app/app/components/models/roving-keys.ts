import type { KeyboardEvent } from "react"

/**
 * The tab index the arrow, Home and End keys move to in a tab row (WAI-ARIA tabs pattern, wrapping),
 * or null for any other key.
 */
export function rovingTarget(event: KeyboardEvent, current: number, count: number): number | null {
  switch (event.key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}

/** Moves focus to the selected control of a row once React has rendered the new selection. */
export function focusSelected(row: HTMLElement | null, selector: string): void {
  requestAnimationFrame(() => row?.querySelector<HTMLElement>(selector)?.focus())
}
