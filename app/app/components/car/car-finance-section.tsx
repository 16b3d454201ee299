import type { FinanceCalculatorCar } from "@dealer/core/finance"
import { FinanceCalculator, useFinanceCalculator } from "@dealer/react"
import { trackEvent } from "./car-page-services.ts"

/** The finance calculator for this car, at the page's #finance-calculator anchor. */
export function CarFinanceSection({ title, car }: { readonly title: string; readonly car: FinanceCalculatorCar }) {
  const calculator = useFinanceCalculator({ car }, { track: (event) => trackEvent(event, car.id) })
  return (
    <section className="car-section" aria-labelledby="finance-calculator-title">
      <h2 id="finance-calculator-title">{title}</h2>
      <FinanceCalculator calculator={calculator} className="finance-calculator" />
    </section>
  )
}
