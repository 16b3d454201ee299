import { Car, carCard, decodeOrThrow, financeRepayment, priceContextOf, resolveTenant } from "@dealer/core"
import type { FinanceCalculatorInput } from "@dealer/core/finance"
import { priceDisplay } from "@dealer/core/pricing"
import { DEFAULT_NOW, loadFixtures } from "@dealer/fixtures"
import { measure, type Row } from "./measure.ts"

const PASSES = 300
const REPAYMENTS_PER_PASS = 10_000

/** A spread of realistic calculator inputs: amounts, terms, rates, deposits and balloons. */
function repaymentInputs(): ReadonlyArray<FinanceCalculatorInput> {
  const frequencies = ["weekly", "fortnightly", "monthly"] as const
  return Array.from({ length: REPAYMENTS_PER_PASS }, (_, index) => ({
    amount: 5_000 + ((index * 7_919) % 245_000),
    deposit: (index * 131) % 5_000,
    balloon: index % 4 === 0 ? 3_000 : 0,
    establishmentFee: index % 2 === 0 ? 1_300 : 0,
    termYears: 1 + (index % 13) * 0.5,
    annualRatePercent: (index % 200) / 10,
    frequency: frequencies[index % 3] ?? "monthly"
  }))
}

/**
 * Core card rules over every fixture car; one iteration is a pass over a tenant's whole stock,
 * since a single call is too short for the timer to resolve.
 */
export async function benchCoreRules(): Promise<ReadonlyArray<Row>> {
  const fixtures = loadFixtures()
  const inputs = repaymentInputs()
  const rows: Row[] = [
    await measure(
      `financeRepayment x${inputs.length}`,
      () => inputs.map((input) => financeRepayment(input, { roundUp: false })),
      { iterations: 100, warmup: 20, opsPerIteration: inputs.length }
    )
  ]
  for (const config of fixtures.tenants) {
    const tenant = resolveTenant(config)
    const cars = fixtures.stockFor(config.slug)
    const context = priceContextOf(tenant)
    const options = { iterations: PASSES, warmup: 50, opsPerIteration: cars.length }
    rows.push(
      await measure(
        `priceDisplay x${cars.length} (${config.slug})`,
        () => cars.map((car) => priceDisplay(car, context)),
        options
      ),
      await measure(
        `Car decode x${cars.length} (${config.slug})`,
        () => cars.map((car) => decodeOrThrow(Car, car, "car")),
        options
      ),
      await measure(
        `carCard x${cars.length} (${config.slug})`,
        () => cars.map((car) => carCard(car, tenant, DEFAULT_NOW)),
        options
      )
    )
  }
  return rows
}
