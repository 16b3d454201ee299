import type { Texts } from "../tenant/texts.ts"
import { priceBandLabel } from "./price-bands.ts"
import type { FacetName } from "./stock-result.ts"

/** The names of the search filters, as their headings show them. */
export type FacetLabelTexts = Pick<
  Texts,
  | "conditionNew"
  | "conditionUsed"
  | "conditionDemo"
  | "searchNewAndDemo"
  | "searchStatusInStock"
  | "searchStatusComingSoon"
  | "searchStatusSold"
  | "searchCertified"
  | "searchNotCertified"
  | "perWeek"
>

/** The facets whose values read differently from their labels; every other value is its own label. */
export const RELABELLED_FACETS: ReadonlySet<FacetName> = /* @__PURE__ */ new Set<FacetName>([
  "car_type",
  "status",
  "certified",
  "price_range",
  "weekly_price_range"
])

function carTypeLabel(value: string, mergeNewAndDemo: boolean, texts: FacetLabelTexts): string {
  if (value === "new") return mergeNewAndDemo ? texts.searchNewAndDemo : texts.conditionNew
  return value === "used" ? texts.conditionUsed : value === "demo" ? texts.conditionDemo : value
}

function statusLabel(value: string, texts: FacetLabelTexts): string {
  const labels: Readonly<Record<string, string>> = {
    in_stock: texts.searchStatusInStock,
    coming_soon: texts.searchStatusComingSoon,
    sold: texts.searchStatusSold
  }
  return labels[value] ?? value
}

/**
 * How a facet value reads in the filters: conditions and statuses in words, certified as
 * "Certified Pre-Owned" / "Not Certified", price bands as money (weekly ones "/week"); names as they are.
 *
 * @example
 * import { facetValueLabel } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * facetValueLabel("price_range", "10000-15000", { mergeNewAndDemo: false, texts: defaultTexts }) // => "$10,000 - $15,000"
 */
export function facetValueLabel(
  facet: FacetName,
  value: string,
  context: { readonly mergeNewAndDemo: boolean; readonly texts: FacetLabelTexts }
): string {
  const { texts } = context
  switch (facet) {
    case "car_type":
      return carTypeLabel(value, context.mergeNewAndDemo, texts)
    case "status":
      return statusLabel(value, texts)
    case "certified":
      return value === "true" ? texts.searchCertified : value === "false" ? texts.searchNotCertified : value
    case "price_range":
      return priceBandLabel(value)
    case "weekly_price_range":
      return `${priceBandLabel(value)}${texts.perWeek}`
    default:
      return value
  }
}
