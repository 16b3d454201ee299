import { describe, expect, it } from "vitest"
import { exampleTenant } from "../testing/examples.ts"
import { BROWSER_TENANT_KEYS, browserTenant, browserTenantData, browserText, textOverrides } from "./browser-tenant.ts"
import { defaultTexts, type TextKey } from "./texts.ts"

describe("the tenant a page sends its browser", () => {
  const tenant = exampleTenant({ texts: { noPrice: "Call us", soldTag: "SOLD" } })

  it("sends only the texts the tenant overrides, and the browser gets every text back", () => {
    const data = browserTenantData(tenant)
    expect(data.textOverrides).toEqual({ noPrice: "Call us", soldTag: "SOLD" })
    expect(browserTenant(data).texts).toEqual(tenant.texts)
    expect(Object.keys(browserTenant(data).texts)).toHaveLength(Object.keys(defaultTexts).length)
  })

  it("sends the settings the browser's flows read and none other", () => {
    const data = browserTenantData(tenant)
    expect(Object.keys(data).sort()).toEqual([...BROWSER_TENANT_KEYS.filter((key) => tenant[key] !== undefined), "textOverrides"].sort())
    for (const key of ["texts", "lead_delivery", "special_hours", "location_reviews", "content", "models", "home", "theme"]) {
      expect(data).not.toHaveProperty(key)
    }
    for (const key of BROWSER_TENANT_KEYS) expect(browserTenant(data)[key]).toEqual(tenant[key])
  })

  it("reads one text without rebuilding the others", () => {
    const data = browserTenantData(tenant)
    for (const key of Object.keys(defaultTexts) as TextKey[]) expect(browserText(data, key)).toBe(tenant.texts[key])
  })

  it("finds no override in the specification's own texts", () => {
    expect(textOverrides(defaultTexts)).toEqual({})
  })
})
