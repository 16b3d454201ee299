import type { OnlinePaymentView } from "@dealer/core"
import { Form } from "react-router"
import { FormToken } from "../form-token.tsx"

/** What the last attempt left: each field's error, the page's refusal, and what was typed. */
export interface OnlinePaymentAttempt {
  readonly errors: { readonly reference?: string | undefined; readonly amount?: string | undefined }
  readonly error: string | null
  readonly values: { readonly reference: string; readonly amount: string }
}

export interface OnlinePaymentFormProps {
  readonly view: OnlinePaymentView
  readonly attempt: OnlinePaymentAttempt | null
  readonly busy: boolean
}

/**
 * The reference and amount, and the pay button: a plain form post, so it works without
 * JavaScript. No card field is ever shown; with the test-mode provider the notice says so.
 */
export function OnlinePaymentForm({ view, attempt, busy }: OnlinePaymentFormProps) {
  const errors = attempt?.errors ?? {}
  const field = (name: "reference" | "amount") => ({
    id: `online-payment-${name}`,
    name,
    required: true,
    defaultValue: attempt?.values[name] ?? "",
    "aria-invalid": errors[name] !== undefined,
    "aria-describedby":
      [name === "amount" ? "online-payment-amount-hint" : null, errors[name] ? `online-payment-${name}-error` : null]
        .filter(Boolean)
        .join(" ") || undefined
  })
  const error = (name: "reference" | "amount") =>
    errors[name] ? (
      <p id={`online-payment-${name}-error`} role="alert" className="gated-page__error">
        {errors[name]}
      </p>
    ) : null
  return (
    <Form method="post" className="gated-page__panel online-payment__form" aria-busy={busy} noValidate>
      <FormToken />
      {view.testModeNotice ? (
        <p className="gated-page__test-mode" data-test-mode="true">
          {view.testModeNotice}
        </p>
      ) : null}
      {attempt?.error ? (
        <p role="alert" className="gated-page__error">
          {attempt.error}
        </p>
      ) : null}
      <div className="gated-page__field">
        <label htmlFor="online-payment-reference">{view.referenceLabel}</label>
        <input {...field("reference")} maxLength={30} autoComplete="off" />
        {error("reference")}
      </div>
      <div className="gated-page__field">
        <label htmlFor="online-payment-amount">{view.amountLabel}</label>
        <input {...field("amount")} inputMode="decimal" autoComplete="off" />
        <p id="online-payment-amount-hint" className="gated-page__hint">
          {view.amountHint}
        </p>
        {error("amount")}
      </div>
      <button type="submit" name="intent" value="pay" className="button" disabled={busy}>
        {view.payLabel}
      </button>
    </Form>
  )
}
