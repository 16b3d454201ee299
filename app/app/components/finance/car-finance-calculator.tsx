import type { FinanceCalculatorCar } from "@dealer/core/finance"
import { FinanceCalculator, useFinanceCalculator } from "@dealer/react"

/** The finance calculator, pre-set from the car's price when there is a car. */
export function CarFinanceCalculator({ car }: { readonly car: FinanceCalculatorCar | null }) {
  const calculator = useFinanceCalculator({ car }, { track: async () => {} })
  return <FinanceCalculator calculator={calculator} className="finance-calculator" />
}
