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
 * import { resolveTenant } from "@dealer/core/tenant"
 *
 * resolveTenant(config).texts.noPrice // "Enquire for price." unless overridden
 */
export function resolveTenant(config: TenantConfig): Tenant {
  return { ...config, texts: resolveTexts(config.texts) }
}
