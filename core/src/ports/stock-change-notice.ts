import * as Schema from "effect/Schema"
import type { StockChange } from "../search/stock-change.ts"

/** What a write did to the cars: stored or replaced them, deleted them, or marked them sold. */
export const StockChangeNoticeKind = /* @__PURE__ */ Schema.Literals(["upserted", "removed", "sold"])
export type StockChangeNoticeKind = typeof StockChangeNoticeKind.Type

/**
 * A notification that some cars of a tenant changed, as it travels between processes (a
 * database notification, hence ids only). Decoded where it arrives.
 *
 * @example
 * import { StockChangeNotice } from "@dealer/core/ports"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * decodeOrThrow(StockChangeNotice, { tenantSlug: "acme", carIds: [12], kind: "sold" }, "stock change notice")
 */
export const StockChangeNotice = /* @__PURE__ */ Schema.Struct({
  tenantSlug: Schema.String,
  carIds: /* @__PURE__ */ Schema.Array(/* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt())),
  kind: StockChangeNoticeKind
})
export type StockChangeNotice = typeof StockChangeNotice.Type

/**
 * The search index's change for a notice: the index reads those cars back from the stock source
 * and drops the ones no longer there, whatever the write was.
 *
 * @example
 * import { stockChangeOfNotice } from "@dealer/core/ports"
 *
 * stockChangeOfNotice({ tenantSlug: "acme", carIds: [12], kind: "sold" })
 * // => { kind: "changed", tenantSlug: "acme", carIds: [12] }
 */
export function stockChangeOfNotice(notice: StockChangeNotice): StockChange {
  return { kind: "changed", tenantSlug: notice.tenantSlug, carIds: [...notice.carIds] }
}
