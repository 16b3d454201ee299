import * as Schema from "effect/Schema"
import type { Texts } from "../tenant/texts.ts"
import { Maybe } from "../shared/maybe.ts"

/** One card of a model page's 'Discover' cross-sell block. */
export const DiscoverItem = /* @__PURE__ */ Schema.Struct({
  title: Schema.NonEmptyString,
  href: Schema.String,
  description: /* @__PURE__ */ Maybe(Schema.String),
  image_url: /* @__PURE__ */ Maybe(Schema.String)
})
export type DiscoverItem = typeof DiscoverItem.Type

/** The cross-sell cards of each model page, keyed by model id (a tenant setting). */
export const DiscoverByModelId = /* @__PURE__ */ Schema.Record(Schema.String, /* @__PURE__ */ Schema.Array(DiscoverItem))
export type DiscoverByModelId = typeof DiscoverByModelId.Type

/** The 'Discover' block as rendered. */
export interface DiscoverBlock {
  readonly heading: string
  readonly items: ReadonlyArray<DiscoverItem>
}

/**
 * The 'Discover' cross-sell block of a model page, looked up by model id; null when the tenant
 * configured no cards for that model.
 *
 * @example
 * import { discoverBlock } from "@dealer/core/models"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * discoverBlock(12, { "12": [{ title: "Omoda 5 EV", href: "/models/omoda-e5" }] }, defaultTexts)
 * // => { heading: "Discover", items: [{ title: "Omoda 5 EV", href: "/models/omoda-e5" }] }
 */
export function discoverBlock(
  modelId: number,
  table: DiscoverByModelId,
  texts: Pick<Texts, "modelDiscoverHeading">
): DiscoverBlock | null {
  const items = table[String(modelId)] ?? []
  return items.length > 0 ? { heading: texts.modelDiscoverHeading, items } : null
}
