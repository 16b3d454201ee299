import { describe, expect, it } from "vitest"
import { tenantTheme } from "./tenant-theme.ts"
import { DEFAULT_THEME } from "./theme-tokens.ts"

describe("a tenant's theme", () => {
  it("is the default for a tenant that is no franchise", () => {
    expect(tenantTheme({ manufacturer: null, theme: {} })).toEqual(DEFAULT_THEME)
    expect(tenantTheme({ manufacturer: "Jayco", theme: {} })).toEqual(DEFAULT_THEME)
  })

  it("is its make's theme, overridden field by field by its own", () => {
    const kia = tenantTheme({ manufacturer: "Kia", theme: {} })
    const coastal = tenantTheme({
      manufacturer: "Kia",
      theme: { colours: { accent: "#00706e" }, logo: { src: "/logos/coastal.svg", width: 160, height: 40 } }
    })
    expect(coastal.colours.accent).toBe("#00706e")
    expect(coastal.colours.brand).toBe(kia.colours.brand)
    expect(coastal.radius).toBe(0)
    expect(coastal.fontHeading).toBe(kia.fontHeading)
    expect(coastal.logo?.src).toBe("/logos/coastal.svg")
    // What neither the make nor the tenant sets comes from the platform's default.
    expect(coastal.heroImage).toBeNull()
  })
})
