import { formatMoney } from "../pricing/money.ts"
import type { Texts } from "../tenant/texts.ts"
import { autoGaugeFromBody } from "./auto-gauge-response.ts"
import { gaugeBand, type GaugeBand } from "./gauge-band.ts"
import { gaugeLabel } from "./gauge-label.ts"
import { visibleAutoGauge } from "./gauge-visibility.ts"

/** Where the gauge call stands: waiting, failed, or answered with a body to read. */
export type AutoGaugeFetch =
  { readonly status: "loading" } | { readonly status: "failed" } | { readonly status: "done"; readonly body: unknown }

/** What the price comparison section draws. */
export type GaugeView =
  | { readonly kind: "skeleton" }
  | { readonly kind: "hidden" }
  | {
      readonly kind: "gauge"
      /** 0 to 1, how far the needle sits. */
      readonly fill: number
      readonly label: string
      readonly band: GaugeBand
      readonly listingPrice: string
      readonly marketRange: { readonly min: string; readonly max: string }
    }

/**
 * The gauge's view model (section 4, "Auto gauge"): a skeleton while loading, then the gauge, or
 * nothing on failure, on "No data returned", or when the answer must stay hidden.
 *
 * @example
 * import { gaugeView } from "@dealer/core/gauge"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * gaugeView({ status: "done", body: { error: "No data returned" } }, defaultTexts) // => { kind: "hidden" }
 */
export function gaugeView(fetch: AutoGaugeFetch, texts: Pick<Texts, "gaugeGoodDeal" | "gaugeGreatDeal">): GaugeView {
  if (fetch.status === "loading") return { kind: "skeleton" }
  if (fetch.status === "failed") return { kind: "hidden" }
  const gauge = visibleAutoGauge(autoGaugeFromBody(fetch.body))
  if (gauge === null) return { kind: "hidden" }
  const fill = Math.min(1, Math.max(0, gauge.fill))
  return {
    kind: "gauge",
    fill,
    label: gaugeLabel(gauge, texts),
    band: gaugeBand(fill),
    listingPrice: formatMoney(gauge.listing_price),
    marketRange: { min: formatMoney(gauge.market_range_min), max: formatMoney(gauge.market_range_max) }
  }
}
