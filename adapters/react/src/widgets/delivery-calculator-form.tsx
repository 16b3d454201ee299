import type { DeliveryCalculatorApi } from "@dealer/core/locations"
import { useId } from "react"

/**
 * The delivery calculator form: a labelled 4-digit postcode field and a submit button; errors are
 * announced as alerts and the estimate as a status.
 *
 * @example
 * <DeliveryCalculatorForm delivery={useDeliveryCalculator(services)} className="delivery" />
 */
export function DeliveryCalculatorForm({
  delivery,
  className
}: {
  readonly delivery: DeliveryCalculatorApi
  readonly className?: string
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <form
      className={className}
      noValidate
      aria-busy={delivery.loading}
      onSubmit={(event) => {
        event.preventDefault()
        delivery.submit()
      }}
    >
      <label htmlFor={id}>{delivery.postcodeLabel}</label>
      <input
        id={id}
        name="postcode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={delivery.maxLength}
        value={delivery.postcode}
        onChange={(event) => delivery.change(event.target.value)}
        aria-invalid={delivery.error !== null}
        aria-describedby={delivery.error ? errorId : undefined}
      />
      <button type="submit" disabled={delivery.loading}>
        {delivery.submitLabel}
      </button>
      {delivery.error && (
        <p id={errorId} role="alert">
          {delivery.error}
        </p>
      )}
      <p role="status">{delivery.result?.text}</p>
    </form>
  )
}
