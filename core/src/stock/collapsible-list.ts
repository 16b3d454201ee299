/** A list cut to its first few items with a toggle to show the rest. */
export interface CollapsibleList<T> {
  readonly items: ReadonlyArray<T>
  /** How many items the collapsed list leaves out. */
  readonly hiddenCount: number
  /** Present only when there is something to show or hide. */
  readonly toggle: { readonly label: string; readonly expanded: boolean } | null
}

/**
 * Cuts a list to `limit` items unless expanded; the toggle reads `more` while collapsed and `less`
 * while expanded, and is absent when the list fits.
 *
 * @example
 * import { collapsibleList } from "@dealer/core/stock"
 *
 * collapsibleList([1, 2, 3, 4, 5], 4, false, { more: "Show More", less: "Show Less" })
 * // => { items: [1, 2, 3, 4], hiddenCount: 1, toggle: { label: "Show More", expanded: false } }
 */
export function collapsibleList<T>(
  items: ReadonlyArray<T>,
  limit: number,
  expanded: boolean,
  labels: { readonly more: string; readonly less: string }
): CollapsibleList<T> {
  const cut = Math.max(0, Math.floor(limit))
  if (items.length <= cut) return { items, hiddenCount: 0, toggle: null }
  return {
    items: expanded ? items : items.slice(0, cut),
    hiddenCount: items.length - cut,
    toggle: { label: expanded ? labels.less : labels.more, expanded }
  }
}

/** A list as a server-rendered page needs it: everything, the collapsed cut, and the toggle's words. */
export interface ExpandableList<T> {
  readonly all: ReadonlyArray<T>
  readonly collapsed: ReadonlyArray<T>
  /** Present only when the collapsed cut leaves something out. */
  readonly toggle: { readonly more: string; readonly less: string } | null
}

/**
 * Both states of a collapsible list at once, so the page can toggle without asking again.
 *
 * @example
 * import { expandableList } from "@dealer/core/stock"
 *
 * expandableList(["a", "b", "c"], 2, { more: "Show All", less: "Hide" })
 * // => { all: ["a", "b", "c"], collapsed: ["a", "b"], toggle: { more: "Show All", less: "Hide" } }
 */
export function expandableList<T>(
  items: ReadonlyArray<T>,
  limit: number,
  labels: { readonly more: string; readonly less: string }
): ExpandableList<T> {
  const cut = Math.max(0, Math.floor(limit))
  return { all: items, collapsed: items.slice(0, cut), toggle: items.length > cut ? labels : null }
}
