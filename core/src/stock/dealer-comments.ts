import type { Texts } from "../tenant/texts.ts"
import type { Car } from "./car.ts"

/** Dealer comments are cut to this many characters until expanded (section 9). */
export const DEALER_COMMENTS_LIMIT = 400

/** The Dealer Comments tab: the full text, its collapsed preview, and the toggle's words. */
export interface DealerCommentsView {
  readonly title: string
  /** The full comments, or the pending text when there are none. */
  readonly text: string
  readonly pending: boolean
  /** The first 400 characters and an ellipsis when longer; otherwise the full text. */
  readonly preview: string
  readonly collapsible: boolean
  readonly showMore: string
  readonly showLess: string
}

/**
 * The dealer comments (section 4): collapsed to 400 characters with a show more/less toggle; when
 * empty, "Dealer comments are pending. Please check back here later."
 *
 * @example
 * import { dealerCommentsView } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * dealerCommentsView({ dealercomments: "" }, defaultTexts).text // => "Dealer comments are pending. Please check back here later."
 */
export function dealerCommentsView(
  car: Pick<Car, "dealercomments">,
  texts: Pick<Texts, "dealerCommentsTitle" | "dealerCommentsPending" | "stockShowMore" | "stockShowLess">
): DealerCommentsView {
  const comments = car.dealercomments?.trim() ?? ""
  const pending = comments === ""
  const text = pending ? texts.dealerCommentsPending : comments
  // Counted in code points so an emoji is never split in half.
  const characters = Array.from(comments)
  const collapsible = characters.length > DEALER_COMMENTS_LIMIT
  return {
    title: texts.dealerCommentsTitle,
    text,
    pending,
    preview: collapsible ? `${characters.slice(0, DEALER_COMMENTS_LIMIT).join("").trimEnd()}…` : text,
    collapsible,
    showMore: texts.stockShowMore,
    showLess: texts.stockShowLess
  }
}
