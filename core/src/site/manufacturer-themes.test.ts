import { describe, expect, it } from "vitest"
import { MANUFACTURER_THEMES, manufacturerTheme } from "./manufacturer-themes.ts"
import { themeContrastIssues } from "./theme-contrast.ts"
import { themeTokens } from "./theme-tokens.ts"
import { tenantTheme } from "./tenant-theme.ts"

describe("manufacturer themes", () => {
  it("has a theme for every make a fixture franchise sells", () => {
    for (const make of ["Kia", "Nissan", "Suzuki"]) expect(manufacturerTheme(make)).not.toBeNull()
  })

  it("finds a make in any case and gives null to no make or an unknown one", () => {
    expect(manufacturerTheme(" KIA ")).toBe(MANUFACTURER_THEMES["kia"])
    expect(manufacturerTheme(null)).toBeNull()
    expect(manufacturerTheme("Jayco")).toBeNull()
  })

  it("gives every make readable colours and a look of its own", () => {
    const makes = Object.keys(MANUFACTURER_THEMES)
    for (const make of makes) {
      expect([make, themeContrastIssues(tenantTheme({ manufacturer: make, theme: {} }))]).toEqual([make, []])
    }
    const brands = makes.map((make) => themeTokens(tenantTheme({ manufacturer: make, theme: {} }))["--color-brand"])
    expect(new Set(brands).size).toBe(makes.length)
  })
})
