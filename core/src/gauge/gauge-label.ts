import type { Texts } from "../tenant/texts.ts"

/** A fill below this reads Good Deal; from it, Great Deal. */
export const GREAT_DEAL_FILL = 0.65

/**
 * The gauge's headline (section 4): the response's own description when it supplies one,
 * otherwise Good Deal for a fill under 0.65 and Great Deal from 0.65.
 *
 * @example
 * import { gaugeLabel } from "@dealer/core/gauge"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * gaugeLabel({ fill: 0.64, description: null }, defaultTexts) // => "Good Deal"
 * gaugeLabel({ fill: 0.3, description: "Fair Price" }, defaultTexts) // => "Fair Price"
 */
export function gaugeLabel(
  gauge: { readonly fill: number; readonly description: string | null },
  texts: Pick<Texts, "gaugeGoodDeal" | "gaugeGreatDeal">
): string {
  if (gauge.description !== null && gauge.description.trim() !== "") return gauge.description
  return gauge.fill < GREAT_DEAL_FILL ? texts.gaugeGoodDeal : texts.gaugeGreatDeal
}
