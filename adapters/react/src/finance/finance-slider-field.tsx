import type { FinanceCalculatorField } from "@dealer/core/finance"
import { useId, type KeyboardEvent } from "react"

/**
 * One calculator value: a labelled range slider and a numeric input beside it. Money inputs show `$`
 * and thousands separators; a value settles inside its bounds when the input loses focus or on Enter.
 *
 * @example
 * <FinanceSliderField field={calculator.amount} />
 */
export function FinanceSliderField({ field }: { readonly field: FinanceCalculatorField }) {
  const id = useId()
  if (field.hidden) return null
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const money = field.inputKind === "money"
  const commitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") field.commit()
  }
  return (
    <div className="finance-field">
      <label id={labelId} htmlFor={`${id}-input`}>
        {field.label}
      </label>
      <input
        type="range"
        aria-labelledby={labelId}
        aria-valuetext={field.valueText}
        min={field.slider.min}
        max={field.slider.max}
        step={field.slider.step}
        value={field.slider.value}
        disabled={field.disabled}
        onChange={(event) => field.setSlider(Number(event.currentTarget.value))}
      />
      <input
        id={`${id}-input`}
        type={money ? "text" : "number"}
        inputMode={money ? "numeric" : "decimal"}
        {...(money ? {} : { min: field.inputBounds.min, max: field.inputBounds.max, step: "any" })}
        value={field.inputText}
        disabled={field.disabled}
        aria-invalid={field.error !== null}
        aria-describedby={field.error ? errorId : undefined}
        onChange={(event) => field.setText(event.currentTarget.value)}
        onBlur={field.commit}
        onKeyDown={commitOnEnter}
      />
      {field.error ? (
        <p id={errorId} role="alert" className="finance-field-error">
          {field.error}
        </p>
      ) : null}
    </div>
  )
}
