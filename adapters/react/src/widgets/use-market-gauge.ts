import { connectGauge, gaugeMachine, type GaugeApi, type GaugeMachineInput } from "@dealer/core/gauge"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface MarketGaugeServices {
  /** GET {base}{car path}/autogauge: the body as received (core reads it). */
  readonly loadGauge: (carPath: string) => Promise<unknown>
}

/**
 * The market-price gauge of a car, with the tenant's Autogauge setting and plugin list, and the
 * session's plugins when it carries any.
 *
 * @example
 * const gauge = useMarketGauge({ car, carPath: car.path, sessionPlugins }, { loadGauge: api.autogauge })
 * <MarketGauge gauge={gauge} />
 */
export function useMarketGauge(
  input: Pick<GaugeMachineInput, "car" | "carPath"> & { readonly sessionPlugins?: ReadonlyArray<string> | null },
  services: MarketGaugeServices
): GaugeApi {
  const { gauge: settings, session, texts } = useTenant()
  const [machine] = useState(() =>
    gaugeMachine.provide({
      actors: { loadGauge: fromPromise(({ input: { carPath } }) => services.loadGauge(carPath)) }
    })
  )
  const [snapshot] = useMachine(machine, {
    input: {
      car: input.car,
      carPath: input.carPath,
      sessionPlugins: input.sessionPlugins ?? null,
      sitePlugins: session.plugins,
      settings,
      texts
    }
  })
  return connectGauge(snapshot)
}
