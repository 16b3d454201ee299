import type { Tenant } from "./resolve-tenant.ts"
import { defaultTexts, resolveTexts, type TextKey, type Texts } from "./texts.ts"

/**
 * The tenant settings the browser's flows read (the search, finance, gauge, forms, media, share,
 * sign-in and storage statecharts and their views, through `TenantProvider`). The rest (content
 * pages, posts, models, promotions, navigation, theme, home sections, business details, holiday
 * hours, reviews, where leads are delivered) reaches the browser only inside the view models the
 * server builds from it, or not at all.
 */
export const BROWSER_TENANT_KEYS = /* @__PURE__ */ (() =>
  [
    "id",
    "slug",
    "name",
    "url",
    "locations",
    "stock",
    "search",
    "finance",
    "gauge",
    "hours",
    "locator",
    "forms",
    "media",
    "share",
    "session",
    "storage"
  ] as const)()

/** One of the settings the browser's flows read (`BROWSER_TENANT_KEYS`). */
export type BrowserTenantKey = (typeof BROWSER_TENANT_KEYS)[number]

/** The tenant as the browser's flows see it: its texts and the settings they read. */
export type BrowserTenant = Pick<Tenant, BrowserTenantKey | "texts">

/**
 * What a page's loader sends of its tenant: the settings the browser reads, and of the texts only
 * those the tenant overrides (the browser's code holds `defaultTexts`, and `browserTenant` puts
 * them back), so no page carries the texts table.
 */
export type BrowserTenantData = Pick<Tenant, BrowserTenantKey> & {
  readonly textOverrides: Partial<Record<TextKey, string>>
}

/**
 * The texts of a tenant that differ from the specification's.
 *
 * @example
 * import { resolveTexts, textOverrides } from "@dealer/core/tenant"
 *
 * textOverrides(resolveTexts({ soldTag: "SOLD" })) // => { soldTag: "SOLD" }
 */
export function textOverrides(texts: Texts): Partial<Record<TextKey, string>> {
  const overrides: Partial<Record<TextKey, string>> = {}
  for (const key of Object.keys(texts) as TextKey[]) {
    if (texts[key] !== defaultTexts[key]) overrides[key] = texts[key]
  }
  return overrides
}

/**
 * The part of a tenant a page sends the browser.
 *
 * @example
 * import { browserTenantData } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * browserTenantData(tenant).textOverrides // {} for a tenant that overrides no text
 */
export function browserTenantData(tenant: Tenant): BrowserTenantData {
  const data: Record<string, unknown> = { textOverrides: textOverrides(tenant.texts) }
  for (const key of BROWSER_TENANT_KEYS) if (tenant[key] !== undefined) data[key] = tenant[key]
  return data as BrowserTenantData
}

/**
 * The tenant a page's flows read in the browser (and while the server renders them): the sent
 * settings with the tenant's texts rebuilt over the defaults.
 *
 * @example
 * import { browserTenant, browserTenantData } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * browserTenant(browserTenantData(tenant)).texts.noPrice === tenant.texts.noPrice // => true
 */
export function browserTenant(data: BrowserTenantData): BrowserTenant {
  const { textOverrides: overrides, ...settings } = data
  return { ...settings, texts: resolveTexts(overrides) }
}

/**
 * One text of the tenant a page sent, without rebuilding the rest (for a route's `meta`).
 *
 * @example
 * import { browserTenantData, browserText } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * browserText(browserTenantData(tenant), "notFoundTitle") // "Page not found" unless overridden
 */
export function browserText(data: Pick<BrowserTenantData, "textOverrides">, key: TextKey): string {
  return data.textOverrides[key] ?? defaultTexts[key]
}
