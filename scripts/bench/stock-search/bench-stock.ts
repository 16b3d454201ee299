import { resolveTenant, type Car, type SearchScope, type TenantConfig } from "@dealer/core"
import { DEFAULT_NOW, generateStock, ID_BLOCK } from "@dealer/fixtures"

// Generating costs about 80 µs a car, so the blocks past the second repeat the first two with
// new ids: a million cars take seconds to make instead of minutes.
const SEEDS = 2

/**
 * `count` fixture cars for one tenant. The generator makes at most 99,999 cars per tenant and
 * seed, so the cars come in blocks of that size, each block's ids moved past the previous
 * block's: seed 1, seed 2, then seed 1 again, seed 2 again, and so on.
 */
export function benchStock(config: TenantConfig, count: number): ReadonlyArray<Car> {
  const blockSize = ID_BLOCK - 1
  const generated: Array<ReadonlyArray<Car>> = []
  const cars: Car[] = []
  for (let block = 0; cars.length < count; block++) {
    const seed = block % SEEDS
    generated[seed] ??= generateStock(config, { count: Math.min(blockSize, count - cars.length), seed: seed + 1 })
    const source = generated[seed]!.slice(0, count - cars.length)
    if (block === 0) cars.push(...source)
    else for (const car of source) cars.push(moved(car, block))
  }
  return cars
}

/** A generated car filed in a later block: a new id, slug and stock number. */
function moved(car: Car, block: number): Car {
  const mark = block === 1 ? "" : String(block)
  return {
    ...car,
    id: car.id + ID_BLOCK * 1000 * block,
    slug: `${car.slug}-b${mark}`,
    stocknum: `${car.stocknum ?? ""}B${mark}`
  }
}

/** The tenant and moment every engine searches as. */
export function benchScope(config: TenantConfig): SearchScope {
  return { tenant: resolveTenant(config), now: DEFAULT_NOW }
}
