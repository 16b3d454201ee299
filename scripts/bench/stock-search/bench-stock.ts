import { resolveTenant, type Car, type SearchScope, type TenantConfig } from "@dealer/core"
import { DEFAULT_NOW, generateStock, ID_BLOCK } from "@dealer/fixtures"

/**
 * `count` fixture cars for one tenant. The generator makes at most 99,999 cars per tenant and
 * seed; beyond that, a second seed's cars follow with their ids moved past the first block.
 */
export function benchStock(config: TenantConfig, count: number): ReadonlyArray<Car> {
  const first = generateStock(config, { count: Math.min(count, ID_BLOCK - 1), seed: 1 })
  if (count < ID_BLOCK) return first
  const rest = generateStock(config, { count: count - first.length, seed: 2 })
  return [
    ...first,
    ...rest.map((car) => ({
      ...car,
      id: car.id + ID_BLOCK * 1000,
      slug: `${car.slug}-b`,
      stocknum: `${car.stocknum ?? ""}B`
    }))
  ]
}

/** The tenant and moment every engine searches as. */
export function benchScope(config: TenantConfig): SearchScope {
  return { tenant: resolveTenant(config), now: DEFAULT_NOW }
}
