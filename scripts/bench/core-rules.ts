import { Car, carCard, decodeOrThrow, priceContextOf, resolveTenant } from "@dealer/core"
import { priceDisplay } from "@dealer/core/pricing"
import { DEFAULT_NOW, loadFixtures } from "@dealer/fixtures"
import { measure, type Row } from "./measure.ts"

const PASSES = 300

/**
 * Core card rules over every fixture car; one iteration is a pass over a tenant's whole stock,
 * since a single call is too short for the timer to resolve.
 */
export async function benchCoreRules(): Promise<ReadonlyArray<Row>> {
  const fixtures = loadFixtures()
  const rows: Row[] = []
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
