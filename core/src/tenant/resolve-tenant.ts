import type { TenantConfig } from "./tenant-config.ts"
import { resolveTexts, type Texts } from "./texts.ts"

/** A tenant configuration resolved once at start-up into what rules and screens read. */
export interface Tenant extends Omit<TenantConfig, "texts"> {
  readonly texts: Texts
}

/**
 * Resolves a decoded configuration: merges text overrides over the specification's texts.
 *
 * @example
 * import { resolveTenant, TenantConfig } from "@dealer/core/tenant"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const config = decodeOrThrow(TenantConfig, { id: 9, slug: "acme", name: "Acme Motors", locations: [] }, "tenant acme")
 * // The specification's text unless the tenant overrides it:
 * resolveTenant(config).texts.noPrice // => "Enquire for price."
 */
export function resolveTenant(config: TenantConfig): Tenant {
  return { ...config, texts: resolveTexts(config.texts) }
}
