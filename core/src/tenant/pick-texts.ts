import type { TextKey, Texts } from "./texts.ts"

/**
 * Of a tenant's texts, the listed ones: what a page whose view reads only those sends its browser,
 * instead of the whole table (a key the view reads that is not listed fails its type check).
 *
 * @example
 * import { pickTexts, resolveTexts } from "@dealer/core/tenant"
 *
 * pickTexts(resolveTexts({ soldTag: "SOLD" }), ["soldTag"]) // => { soldTag: "SOLD" }
 */
export function pickTexts<K extends TextKey>(texts: Texts, keys: ReadonlyArray<K>): Pick<Texts, K> {
  return Object.fromEntries(keys.map((key) => [key, texts[key]])) as Pick<Texts, K>
}
