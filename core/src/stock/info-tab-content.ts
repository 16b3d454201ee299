import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

/** One block of a tab's copy: a string is a paragraph, a list of strings a bulleted list. */
export const InfoTabBlock = /* @__PURE__ */ Schema.Union([Schema.String, /* @__PURE__ */ Schema.Array(Schema.String)])
export type InfoTabBlock = typeof InfoTabBlock.Type

const Blocks = /* @__PURE__ */ Schema.Array(InfoTabBlock)

/**
 * The dealer's own copy for the vehicle page's information tabs (section 2): plain paragraphs and
 * bullets, the same for every car. A tab with no copy is not shown.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { InfoTabContent } from "@dealer/core/stock"
 *
 * decodeOrThrow(InfoTabContent, { why_buy: ["Family owned since 1978.", ["Fixed-price servicing", "7-day returns"]] }, "tabs")
 */
export const InfoTabContent = /* @__PURE__ */ Schema.Struct({
  whats_included: /* @__PURE__ */ withDefault(Blocks, []),
  why_buy: /* @__PURE__ */ withDefault(Blocks, []),
  /** Shown only for cars reservable online, on sites that reserve online. */
  reserve_online: /* @__PURE__ */ withDefault(Blocks, []),
  protect_your_car: /* @__PURE__ */ withDefault(Blocks, [])
})
export type InfoTabContent = typeof InfoTabContent.Type
