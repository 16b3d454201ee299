export { resolveTenant, type Tenant } from "./resolve-tenant.ts"
export { TenantConfig } from "./tenant-config.ts"
export { defaultTexts, fillText, resolveTexts, type TextKey, type Texts } from "./texts.ts"
export { pickTexts } from "./pick-texts.ts"
export { siteTexts } from "./site-texts.ts"
export { tenantFromHost, type HostTenant } from "./tenant-from-host.ts"
export {
  checkTenantSettings,
  nearestKey,
  settingsPath,
  settingsProblemLine,
  type SettingsProblem
} from "./settings-problems.ts"
export { starterTenantSettings, tenantSettingsJsonSchema, type StarterTenant } from "./settings-json-schema.ts"
export { takenTenantIds } from "./taken-tenant-ids.ts"
export {
  BROWSER_TENANT_KEYS,
  browserTenant,
  browserTenantData,
  browserText,
  textOverrides,
  type BrowserTenant,
  type BrowserTenantData,
  type BrowserTenantKey
} from "./browser-tenant.ts"
