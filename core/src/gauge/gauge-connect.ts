import type { SnapshotFrom } from "xstate"
import type { gaugeMachine } from "./gauge-machine.ts"
import { gaugeView, type AutoGaugeFetch, type GaugeView } from "./gauge-view.ts"

/** What the price comparison section draws. */
export interface GaugeApi {
  /** Skeleton, hidden, or the gauge's figures. */
  readonly view: GaugeView
  readonly loadingLabel: string
  readonly listingPriceLabel: string
  readonly marketRangeLabel: string
}

function fetchOf(snapshot: SnapshotFrom<typeof gaugeMachine>): AutoGaugeFetch {
  if (snapshot.matches("loading")) return { status: "loading" }
  if (snapshot.matches("answered")) return { status: "done", body: snapshot.context.body }
  return { status: "failed" }
}

/**
 * The gauge view model; the gauge has no commands.
 *
 * @example
 * import { connectGauge } from "@dealer/core/gauge"
 *
 * const { view } = connectGauge(snapshot)
 * view.kind === "gauge" && view.label // => "Great Deal"
 */
export function connectGauge(snapshot: SnapshotFrom<typeof gaugeMachine>): GaugeApi {
  const { texts } = snapshot.context
  return {
    view: gaugeView(fetchOf(snapshot), texts),
    loadingLabel: texts.gaugeLoading,
    listingPriceLabel: texts.gaugeListingPriceLabel,
    marketRangeLabel: texts.gaugeMarketRangeLabel
  }
}
