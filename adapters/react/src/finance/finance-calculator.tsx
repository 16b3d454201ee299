import type { FinanceCalculatorApi, PaymentFrequency } from "@dealer/core/finance"
import { useId } from "react"
import { FinanceSliderField } from "./finance-slider-field.tsx"

/**
 * The finance calculator (section 2): sliders with numeric inputs for amount, term, interest, deposit
 * or trade-in and residual, the frequency select, the repayment, the finance button and the disclaimer
 * with its Show More / Show Less toggle. Every part follows the view model; nothing is computed here.
 *
 * @example
 * <FinanceCalculator calculator={useFinanceCalculator({ car }, { track })} />
 */
export function FinanceCalculator({
  calculator,
  className
}: {
  readonly calculator: FinanceCalculatorApi
  readonly className?: string
}) {
  const id = useId()
  const { frequency, repayment, financeButton, disclaimer } = calculator
  return (
    <section id="finance-calculator" className={className}>
      <FinanceSliderField field={calculator.amount} />
      <FinanceSliderField field={calculator.term} />
      <FinanceSliderField field={calculator.interest} />
      <FinanceSliderField field={calculator.deposit} />
      <FinanceSliderField field={calculator.balloon} />
      <label htmlFor={`${id}-frequency`}>{frequency.label}</label>
      <select
        id={`${id}-frequency`}
        value={frequency.value}
        disabled={frequency.disabled}
        onChange={(event) => frequency.select(event.currentTarget.value as PaymentFrequency)}
      >
        {frequency.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <dl aria-live="polite" className="finance-result">
        <dt>{repayment.label}</dt>
        <dd>
          {repayment.text}
          {repayment.quoted ? ` ${repayment.frequencyLabel}` : null}
        </dd>
        {repayment.quoted ? (
          <>
            <dt>{repayment.totalLabel}</dt>
            <dd>{repayment.totalText}</dd>
          </>
        ) : null}
      </dl>
      <a href={financeButton.href} className="button">
        {financeButton.label}
      </a>
      {disclaimer ? (
        <div className="finance-disclaimer">
          <p id={`${id}-disclaimer`}>{disclaimer.text}</p>
          {disclaimer.toggle ? (
            <button
              type="button"
              aria-expanded={disclaimer.toggle.expanded}
              aria-controls={`${id}-disclaimer`}
              onClick={disclaimer.toggle.press}
            >
              {disclaimer.toggle.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
