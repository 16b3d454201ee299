import type { SnapshotFrom } from "xstate"
import { formatMoney } from "../pricing/money.ts"
import { fillText } from "../tenant/texts.ts"
import type { DeliveryCalculatorEvent, deliveryCalculatorMachine } from "./delivery-calculator-machine.ts"
import { POSTCODE_MAX_LENGTH } from "./postcode.ts"

/** The estimate as shown: the price in dollars, the region, and the sentence that names both. */
export interface DeliveryResultView {
  readonly price: string
  readonly region: string
  readonly text: string
}

/** What the delivery calculator form renders, and its commands. */
export interface DeliveryCalculatorApi {
  readonly postcode: string
  readonly maxLength: number
  readonly postcodeLabel: string
  readonly submitLabel: string
  readonly loading: boolean
  readonly result: DeliveryResultView | null
  readonly error: string | null
  readonly change: (postcode: string) => void
  readonly submit: () => void
}

/**
 * The delivery calculator view model.
 *
 * @example
 * import { connectDeliveryCalculator, deliveryCalculatorMachine } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const actor = createActor(deliveryCalculatorMachine, { input: { texts: defaultTexts } }).start()
 * const calculator = connectDeliveryCalculator(actor.getSnapshot(), actor.send)
 * calculator.result // => null
 */
export function connectDeliveryCalculator(
  snapshot: SnapshotFrom<typeof deliveryCalculatorMachine>,
  send: (event: DeliveryCalculatorEvent) => void
): DeliveryCalculatorApi {
  const { texts, postcode, quote, error } = snapshot.context
  const shown = snapshot.matches({ ready: "result" }) ? quote : null
  const price = shown === null ? "" : formatMoney(shown.price)
  return {
    postcode,
    maxLength: POSTCODE_MAX_LENGTH,
    postcodeLabel: texts.deliveryPostcodeLabel,
    submitLabel: texts.deliveryCalculateButton,
    loading: snapshot.matches("loading"),
    result:
      shown === null
        ? null
        : { price, region: shown.name, text: fillText(texts.deliveryEstimateResult, { price, region: shown.name }) },
    error: snapshot.matches({ ready: "error" }) ? error : null,
    change: (next) => send({ type: "CHANGE", postcode: next }),
    submit: () => send({ type: "SUBMIT" })
  }
}
