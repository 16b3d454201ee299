import type { Texts } from "../tenant/texts.ts"

/**
 * Collapsed disclaimers show this many characters, then an ellipsis (200 in all).
 *
 * @example
 * import { financeDisclaimerLimit } from "@dealer/core/finance"
 *
 * financeDisclaimerLimit // => 197
 */
export const financeDisclaimerLimit = 197

/** A finance disclaimer as shown: its text, shortened when collapsed, and the toggle that expands it. */
export interface DisclaimerView {
  readonly text: string
  /** The Show More / Show Less toggle, or null when the whole text shows anyway. */
  readonly toggle: {
    readonly label: string
    readonly expanded: boolean
  } | null
}

/**
 * A finance disclaimer that collapses to its first 197 characters with a Show More / Show Less
 * toggle (sections 4 and 9). Characters are counted as code points so an emoji is never split.
 *
 * @example
 * import { financeDisclaimerView } from "@dealer/core/finance"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * financeDisclaimerView("x".repeat(300), { collapsible: true, expanded: false }, defaultTexts).toggle
 * // => { label: "Show More", expanded: false }
 */
export function financeDisclaimerView(
  text: string,
  state: { readonly collapsible: boolean; readonly expanded: boolean },
  texts: Pick<Texts, "financeShowMore" | "financeShowLess">
): DisclaimerView {
  const characters = Array.from(text)
  if (!state.collapsible || characters.length <= financeDisclaimerLimit) return { text, toggle: null }
  if (state.expanded) return { text, toggle: { label: texts.financeShowLess, expanded: true } }
  const collapsed = `${characters.slice(0, financeDisclaimerLimit).join("")}...`
  return {
    text: collapsed,
    toggle: { label: texts.financeShowMore, expanded: false }
  }
}
