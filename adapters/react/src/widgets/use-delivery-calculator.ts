import {
  connectDeliveryCalculator,
  deliveryCalculatorMachine,
  type DeliveryCalculatorApi,
  type DeliveryEstimate
} from "@dealer/core/locations"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface DeliveryCalculatorServices {
  /** The delivery price lookup by postcode, answered as core's delivery estimate. */
  readonly lookupDeliveryPrice: (postcode: string) => Promise<DeliveryEstimate>
}

/**
 * The delivery calculator of a vehicle page, with the tenant's texts.
 *
 * @example
 * const delivery = useDeliveryCalculator({ lookupDeliveryPrice: (postcode) => api.deliveryEstimate(car.id, postcode) })
 * <DeliveryCalculatorForm delivery={delivery} />
 */
export function useDeliveryCalculator(
  services: DeliveryCalculatorServices,
  input: { readonly postcode?: string } = {}
): DeliveryCalculatorApi {
  const { texts } = useTenant()
  const [machine] = useState(() =>
    deliveryCalculatorMachine.provide({
      actors: { lookupDeliveryPrice: fromPromise(({ input: { postcode } }) => services.lookupDeliveryPrice(postcode)) }
    })
  )
  const [snapshot, send] = useMachine(machine, { input: { ...input, texts } })
  return connectDeliveryCalculator(snapshot, send)
}
