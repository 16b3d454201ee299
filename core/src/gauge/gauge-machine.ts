import { assign, fromPromise, setup } from "xstate"
import type { Car } from "../stock/car.ts"
import type { Texts } from "../tenant/texts.ts"
import { shouldRequestAutoGauge } from "./gauge-enabled.ts"
import type { GaugeSettings } from "./settings.ts"

/** A gauge call that has not answered by then has failed, and the gauge is hidden. */
export const GAUGE_LOAD_TIMEOUT_MS = 15_000

/** The texts the market-price gauge shows. */
export type GaugeTexts = Pick<
  Texts,
  "gaugeGoodDeal" | "gaugeGreatDeal" | "gaugeLoading" | "gaugeListingPriceLabel" | "gaugeMarketRangeLabel"
>

/** What the market-price gauge's statechart starts from: the car, its path, settings, plugins and texts. */
export interface GaugeMachineInput {
  readonly car: Pick<Car, "status" | "sold" | "reserved" | "price">
  /** The car's path, e.g. `/cars/2022-toyota-hilux`: the gauge call is `{base}{car path}/autogauge`. */
  readonly carPath: string
  readonly settings: Pick<GaugeSettings, "autogauge_plugin">
  /** The session's plugin list, which can unlock the gauge (001 section 6); null when it carries none. */
  readonly sessionPlugins: ReadonlyArray<string> | null
  /** The site's plugin list (`session.plugins`), in force when the session carries none. */
  readonly sitePlugins?: ReadonlyArray<string>
  readonly texts: GaugeTexts
}

interface GaugeContext extends GaugeMachineInput {
  /** The gauge call's body, read by the gauge rules once it answered. */
  readonly body: unknown
}

/**
 * The market-price gauge (000 sections 4, 7 and 8): for a car that may be valued on a site with
 * the Autogauge plugin, the injected `loadGauge` call runs while a skeleton shows; its answer is
 * then drawn, or hidden by the gauge rules ("No data returned", missing figures, low confidence,
 * range below the price). A failed call or one that takes over 15 s hides the gauge.
 *
 * @example
 * import { gaugeMachine } from "@dealer/core/gauge"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleCar } from "@dealer/core/testing"
 * import { createActor, fromPromise } from "xstate"
 *
 * const loadGauge = fromPromise<unknown, { readonly carPath: string }>(async () => ({ error: "No data returned" }))
 * const input = { car: exampleCar(), carPath: "/cars/2022-toyota-hilux", settings: { autogauge_plugin: true }, sessionPlugins: null, texts: defaultTexts }
 *
 * const actor = createActor(gaugeMachine.provide({ actors: { loadGauge } }), { input }).start()
 * actor.getSnapshot().value // => "loading"
 */
export const gaugeMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as GaugeContext,
    input: {} as GaugeMachineInput
  },
  actors: {
    loadGauge: fromPromise<unknown, { readonly carPath: string }>(() =>
      Promise.reject(new Error("loadGauge is not provided"))
    )
  },
  delays: { loadTimeout: GAUGE_LOAD_TIMEOUT_MS },
  guards: {
    shouldLoad: ({ context }) => shouldRequestAutoGauge(context.car, context.settings, context.sessionPlugins, context.sitePlugins)
  }
}).createMachine({
  id: "gauge",
  context: ({ input }) => ({ ...input, body: null }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "shouldLoad", target: "loading" }, { target: "hidden" }]
    },
    loading: {
      invoke: {
        id: "loadGauge",
        src: "loadGauge",
        input: ({ context }) => ({ carPath: context.carPath }),
        onDone: {
          target: "answered",
          actions: /* @__PURE__ */ assign({ body: ({ event }) => event.output })
        },
        onError: "hidden"
      },
      after: { loadTimeout: "hidden" }
    },
    answered: {},
    hidden: {}
  }
})
