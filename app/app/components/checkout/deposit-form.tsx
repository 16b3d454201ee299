import type { CheckoutView } from "@dealer/core"
import { Form } from "react-router"
import { FormToken } from "../form-token.tsx"

export interface DepositFormProps {
  readonly view: CheckoutView
  readonly carId: number
  /** The refusal of the last attempt (a car reserved meanwhile, a declined payment). */
  readonly error: string | null
  readonly busy: boolean
}

/**
 * The refundable deposit and its pay button: a plain form post, so it works without JavaScript.
 * With the test-mode provider the notice says no payment is taken; no card field is ever shown.
 */
export function DepositForm({ view, carId, error, busy }: DepositFormProps) {
  const message = error ?? view.refusal
  return (
    <section className="checkout-deposit" aria-labelledby="checkout-deposit-heading">
      <h2 id="checkout-deposit-heading">{view.depositHeading}</h2>
      <p>{view.depositText}</p>
      {view.testModeNotice ? (
        <p className="checkout-deposit__test-mode" data-test-mode="true">
          {view.testModeNotice}
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="checkout-deposit__error">
          {message}
        </p>
      ) : null}
      {view.refusal === null ? (
        <Form method="post" aria-busy={busy}>
          <input type="hidden" name="car_id" value={carId} />
          <FormToken />
          <button type="submit" name="intent" value="pay" className="button" disabled={busy}>
            {view.payLabel}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
