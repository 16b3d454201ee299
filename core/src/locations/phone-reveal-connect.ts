import type { SnapshotFrom } from "xstate"
import { phoneRevealView } from "./phone-mask.ts"
import type { phoneRevealMachine, PhoneRevealEvent } from "./phone-reveal-machine.ts"

/** What a phone button renders, and the one command it has. */
export interface PhoneRevealApi {
  readonly text: string
  readonly masked: boolean
  /** `tel:` link; only offered once the number is visible. */
  readonly href: string | null
  readonly reveal: () => void
}

/**
 * The phone reveal view model: components read these fields and call `reveal`; they never look at
 * machine state names.
 *
 * @example
 * import { connectPhoneReveal } from "@dealer/core/locations"
 *
 * const api = connectPhoneReveal(snapshot, actor.send)
 * api.reveal()
 */
export function connectPhoneReveal(
  snapshot: SnapshotFrom<typeof phoneRevealMachine>,
  send: (event: PhoneRevealEvent) => void
): PhoneRevealApi {
  const { phone, settings } = snapshot.context
  const view = phoneRevealView({ phone, revealed: snapshot.matches("revealed"), settings })
  return {
    text: view.text,
    masked: view.masked,
    href: view.masked ? null : view.href,
    reveal: () => send({ type: "REVEAL" })
  }
}
