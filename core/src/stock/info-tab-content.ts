import { Schema } from "effect"
import { withDefault } from "../shared/with-default.ts"

/** One block of a tab's copy: a string is a paragraph, a list of strings a bulleted list. */
export const InfoTabBlock = Schema.Union([Schema.String, Schema.Array(Schema.String)])
export type InfoTabBlock = typeof InfoTabBlock.Type

const Blocks = Schema.Array(InfoTabBlock)

/**
 * The dealer's own copy for the vehicle page's information tabs (section 2): plain paragraphs and
 * bullets, the same for every car. A tab with no copy is not shown.
 *
 * @example
 * decodeOrThrow(InfoTabContent, { why_buy: ["Family owned since 1978.", ["Fixed-price servicing", "7-day returns"]] }, "tabs")
 */
export const InfoTabContent = Schema.Struct({
  whats_included: withDefault(Blocks, []),
  why_buy: withDefault(Blocks, []),
  /** Shown only for cars reservable online, on sites that reserve online. */
  reserve_online: withDefault(Blocks, []),
  protect_your_car: withDefault(Blocks, [])
})
export type InfoTabContent = typeof InfoTabContent.Type
