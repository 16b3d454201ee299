import {
  connectDealerLocator,
  dealerLocatorMachine,
  type DealerLocatorApi,
  type DealerLocatorMachineInput
} from "@dealer/core/locations"
import type { PlaceSuggestion } from "@dealer/core/search"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface DealerLocatorServices {
  /** Australian places (and the tenant's dealerships) for the typed text: the geocoder port's. */
  readonly suggestPlaces: (query: string) => Promise<ReadonlyArray<PlaceSuggestion>>
}

/**
 * The dealer locator or a form's dealership picker over the tenant's locations (or the ones given).
 *
 * @example
 * const locator = useDealerLocator({ reach: "radius" }, { suggestPlaces: (text) => geocoder.suggestPlaces(text) })
 * <DealerLocatorPicker locator={locator} />
 */
export function useDealerLocator(
  input: {
    readonly reach: DealerLocatorMachineInput["reach"]
    readonly locations?: DealerLocatorMachineInput["locations"]
  },
  services: DealerLocatorServices
): DealerLocatorApi {
  const tenant = useTenant()
  const [machine] = useState(() =>
    dealerLocatorMachine.provide({
      actors: { suggestPlaces: fromPromise(({ input: { query } }) => services.suggestPlaces(query)) }
    })
  )
  const [snapshot, send] = useMachine(machine, {
    input: { reach: input.reach, locations: input.locations ?? tenant.locations, texts: tenant.texts }
  })
  return connectDealerLocator(snapshot, send)
}
