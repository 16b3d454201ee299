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
 * import { connectGauge, gaugeMachine } from "@dealer/core/gauge"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleCar } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * // A site without the Autogauge plugin shows no gauge.
 * const input = { car: exampleCar(), carPath: "/cars/2022-toyota-hilux", settings: { autogauge_plugin: false }, sessionPlugins: null, texts: defaultTexts }
 * const actor = createActor(gaugeMachine, { input }).start()
 * connectGauge(actor.getSnapshot()).view.kind // => "hidden"
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
