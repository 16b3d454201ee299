import type { MenuOpenOn } from "./settings.ts"

/**
 * What happens to a header dropdown: a click (or Enter/Space) on its toggle, the pointer entering or
 * leaving it, Escape, or a click elsewhere.
 */
export type HeaderMenuEvent =
  | { readonly type: "TOGGLE"; readonly menu: string; readonly pointerInside?: boolean }
  | { readonly type: "POINTER_ENTER"; readonly menu: string }
  | { readonly type: "POINTER_LEAVE"; readonly menu: string }
  | { readonly type: "CLOSE" }

/**
 * The header dropdown open after `event` (section 4: "Menu dropdown toggles on click, or on hover
 * when hover mode is configured"). At most one is open; `null` when none. Pointer moves only count
 * in hover mode, and clicks toggle in both modes so touch screens and keyboards can open it too;
 * a mouse click on a dropdown the hover just opened keeps it open rather than shutting it.
 *
 * @example
 * import { headerMenuTransition } from "@dealer/core/site"
 *
 * headerMenuTransition(null, { type: "TOGGLE", menu: "brands" }, "click") // => "brands"
 * headerMenuTransition(null, { type: "POINTER_ENTER", menu: "brands" }, "click") // => null
 */
export function headerMenuTransition(open: string | null, event: HeaderMenuEvent, openOn: MenuOpenOn): string | null {
  switch (event.type) {
    case "TOGGLE":
      if (openOn === "hover" && event.pointerInside === true) return event.menu
      return open === event.menu ? null : event.menu
    case "POINTER_ENTER":
      return openOn === "hover" ? event.menu : open
    case "POINTER_LEAVE":
      return openOn === "hover" && open === event.menu ? null : open
    case "CLOSE":
      return null
  }
}

/** The header's marker while a dropdown is open (section 4: "the header gets a 'dropdown-open' marker"). */
export const DROPDOWN_OPEN_MARKER = "dropdown-open"

/**
 * The header's class names for the open dropdown.
 *
 * @example
 * import { headerClassNames } from "@dealer/core/site"
 *
 * headerClassNames("brands") // => ["site-header", "dropdown-open"]
 */
export function headerClassNames(open: string | null): ReadonlyArray<string> {
  return open === null ? ["site-header"] : ["site-header", DROPDOWN_OPEN_MARKER]
}

/** What happens to the small screen's menu: its button pressed, or Escape, a followed link or a tap elsewhere. */
export type SiteMenuEvent = { readonly type: "TOGGLE" } | { readonly type: "CLOSE" }

/**
 * Whether the small screen's menu is open after `event`.
 *
 * @example
 * import { siteMenuTransition } from "@dealer/core/site"
 *
 * siteMenuTransition(false, { type: "TOGGLE" }) // => true
 * siteMenuTransition(true, { type: "CLOSE" }) // => false
 */
export function siteMenuTransition(open: boolean, event: SiteMenuEvent): boolean {
  return event.type === "TOGGLE" ? !open : false
}
