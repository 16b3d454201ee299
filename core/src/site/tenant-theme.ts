import { manufacturerTheme } from "./manufacturer-themes.ts"
import type { Theme } from "./theme.ts"
import { DEFAULT_THEME, resolveTheme, type ResolvedTheme } from "./theme-tokens.ts"

/** What a tenant's theme is resolved from: its make (a franchise's) and its own theme. */
export interface ThemedTenant {
  readonly manufacturer?: string | null | undefined
  readonly theme: Theme
}

/**
 * A tenant's look: the platform's default, then its make's shared theme (a franchise tenant's),
 * then its own theme, field by field.
 *
 * @example
 * import { tenantTheme } from "@dealer/core/site"
 *
 * tenantTheme({ manufacturer: "Kia", theme: { colours: { accent: "#00706e" } } }).radius // 0, Kia's
 * tenantTheme({ manufacturer: null, theme: {} }) // DEFAULT_THEME
 */
export function tenantTheme(tenant: ThemedTenant): ResolvedTheme {
  const make = manufacturerTheme(tenant.manufacturer)
  const base = make ? resolveTheme(make, DEFAULT_THEME) : DEFAULT_THEME
  return resolveTheme(tenant.theme, base)
}
