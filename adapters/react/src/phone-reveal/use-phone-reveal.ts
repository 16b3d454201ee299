import {
  connectPhoneReveal,
  phoneRevealMachine,
  type PhoneRevealApi,
  type PhoneRevealLog
} from "@dealer/core/locations"
import { useMachine } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { useTenant } from "../tenant/tenant-provider.tsx"

export interface PhoneRevealServices {
  /** Records that the shopper revealed the number (the platform's reveal log). */
  readonly logReveal: (log: PhoneRevealLog) => Promise<void>
}

/**
 * The phone reveal flow for one car's phone number, with the tenant's masking settings.
 *
 * @example
 * const phone = usePhoneReveal({ phone: car.location.phone, log }, { logReveal: api.logPhoneReveal })
 * <a href={phone.href ?? undefined} onClick={phone.reveal}>{phone.text}</a>
 */
export function usePhoneReveal(
  input: { readonly phone: string; readonly log: PhoneRevealLog },
  services: PhoneRevealServices
): PhoneRevealApi {
  const { locator } = useTenant()
  const [machine] = useState(() =>
    phoneRevealMachine.provide({ actors: { logReveal: fromPromise(({ input: log }) => services.logReveal(log)) } })
  )
  const [snapshot, send] = useMachine(machine, { input: { ...input, settings: locator } })
  return connectPhoneReveal(snapshot, send)
}
