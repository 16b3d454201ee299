import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react"

/** The class on the root element while the drawer is open: the page behind it stops scrolling. */
const OPEN_CLASS = "search-drawer-open"
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), summary"

// A filter chosen in the open drawer leads to a new page of results (another route when the
// path's make is unticked): the drawer opens again there, so the shopper sees the new count. The
// wish lasts as long as a page of results takes to come, never until some later visit.
const REOPEN_WITHIN_MS = 15_000
let reopenUntil = 0

/**
 * The filter drawer of a phone: open or closed, the button that opened it and the panel. Opening
 * moves focus into the panel, Escape and the close button put it back on the Filters button,
 * Tab stays inside while it is open, and a filter chosen inside keeps it open on the next page
 * (`pageKey` is the address's key, which changes with each page of results).
 * On a wide screen the panel is a sidebar and the Filters button is not shown.
 */
export function useFilterDrawer(pageKey: string) {
  const [open, setOpen] = useState(() => {
    const reopen = Date.now() < reopenUntil
    reopenUntil = 0
    return reopen
  })
  const opener = useRef<HTMLAnchorElement>(null)
  const panel = useRef<HTMLElement>(null)
  const focusOnOpen = useRef(false)

  const close = useCallback((focus: "opener" | "none" = "opener") => {
    reopenUntil = 0
    setOpen(false)
    if (focus === "opener") opener.current?.focus()
  }, [])
  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    root.classList.add(OPEN_CLASS)
    if (focusOnOpen.current) panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    focusOnOpen.current = false
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) close()
    }
    document.addEventListener("keydown", onEscape)
    return () => {
      root.classList.remove(OPEN_CLASS)
      document.removeEventListener("keydown", onEscape)
    }
  }, [open, close])

  const show = () => {
    focusOnOpen.current = true
    setOpen(true)
  }
  // Tab and Shift+Tab wrap round the open panel.
  const keepFocusInside = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== "Tab" || !panel.current) return
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (node) => node.offsetParent !== null
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }
  const keepOpenAfterChoice = () => {
    if (open) reopenUntil = Date.now() + REOPEN_WITHIN_MS
  }
  // When this page itself draws the new results (same route), the drawer simply stays open.
  useEffect(() => {
    reopenUntil = 0
  }, [pageKey])
  return { open, show, close, opener, panel, keepFocusInside, keepOpenAfterChoice }
}
