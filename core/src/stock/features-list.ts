import type { Texts } from "../tenant/texts.ts"
import type { Car } from "./car.ts"
import { collapsibleList, type CollapsibleList } from "./collapsible-list.ts"

/** The features list shows this many items before Show All (section 4). */
export const FEATURES_LIMIT = 8

/**
 * A car's features from its standard equipment: names trimmed, blanks and repeats dropped, in the
 * feed's order.
 *
 * @example
 * import { carFeatures } from "@dealer/core/stock"
 *
 * carFeatures({ standardEquipment: ["Cruise Control", { name: "Reversing Camera", category: "Safety" }] })
 * // => ["Cruise Control", "Reversing Camera"]
 */
export function carFeatures(car: Pick<Car, "standardEquipment">): ReadonlyArray<string> {
  const names = (car.standardEquipment ?? []).map((item) => (typeof item === "string" ? item : item.name).trim())
  return names.filter((name, index) => name !== "" && names.indexOf(name) === index)
}

/**
 * The features list: 8 items, then Show All / Hide.
 *
 * @example
 * import { featuresListView } from "@dealer/core/stock"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const features = Array.from({ length: 12 }, (_, index) => `Feature ${index + 1}`)
 * // More than eight features collapse behind a toggle:
 * featuresListView(features, false, defaultTexts).toggle?.label // => "Show All"
 */
export function featuresListView(
  features: ReadonlyArray<string>,
  expanded: boolean,
  texts: Pick<Texts, "featuresShowAll" | "featuresHide">
): CollapsibleList<string> {
  return collapsibleList(features, FEATURES_LIMIT, expanded, { more: texts.featuresShowAll, less: texts.featuresHide })
}
