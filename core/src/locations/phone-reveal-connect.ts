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
 * import { connectPhoneReveal, phoneRevealMachine, type PhoneRevealLog } from "@dealer/core/locations"
 * import { createActor, fromPromise } from "xstate"
 *
 * const logReveal = fromPromise<void, PhoneRevealLog>(async () => undefined)
 * const input = {
 *   phone: "0412345678",
 *   log: { car_id: 12, dealership_id: 3, website_id: 1 },
 *   settings: { phone_unmasked_from_start: false, mobile_phone_grouping: "4-3-3" }
 * } as const
 * const actor = createActor(phoneRevealMachine.provide({ actors: { logReveal } }), { input }).start()
 *
 * connectPhoneReveal(actor.getSnapshot(), actor.send).masked // => true
 * connectPhoneReveal(actor.getSnapshot(), actor.send).reveal()
 * connectPhoneReveal(actor.getSnapshot(), actor.send).text // => "0412 345 678"
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
