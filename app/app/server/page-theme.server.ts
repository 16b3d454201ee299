import { tenantTheme, themeTokens, type Tenant, type ThemeLogo } from "@dealer/core"
import type { CSSProperties } from "react"

/** What every page reads of the tenant's theme: its tokens for the root element, and its logo. */
export interface PageTheme {
  readonly tokens: CSSProperties
  readonly logo: ThemeLogo | null
}

/**
 * The tenant's theme (its make's, then its own, as core resolves it) as the page frame reads it: CSS
 * custom properties (React's `style` takes them as they are) and the logo.
 *
 * @example
 * <html style={pageTheme(tenant).tokens}>
 */
export function pageTheme(tenant: Pick<Tenant, "manufacturer" | "theme">): PageTheme {
  const theme = tenantTheme(tenant)
  return { tokens: themeTokens(theme) as CSSProperties, logo: theme.logo ?? null }
}
