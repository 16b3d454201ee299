import type { SettingsProblem } from "./settings-problems.ts"

/**
 * The problem of each tenant whose id an earlier tenant already has, by slug: tenant ids number
 * their cars (`id * 100,000 + n`), so two tenants of one id would share car ids. The first of an id,
 * in the order given, keeps it.
 *
 * @example
 * import { takenTenantIds } from "@dealer/core/tenant"
 *
 * takenTenantIds([{ slug: "a", id: 8 }, { slug: "b", id: 8 }])
 * // Map { "b" => { path: "id", expected: "an id no other tenant has", found: "8 (a's id)", suggestion: null } }
 */
export function takenTenantIds(tenants: ReadonlyArray<{ readonly slug: string; readonly id: number }>): ReadonlyMap<string, SettingsProblem> {
  const holders = new Map<number, string>()
  const taken = new Map<string, SettingsProblem>()
  for (const { slug, id } of tenants) {
    const holder = holders.get(id)
    if (holder === undefined) holders.set(id, slug)
    else taken.set(slug, { path: "id", expected: "an id no other tenant has", found: `${id} (${holder}'s id)`, suggestion: null })
  }
  return taken
}
