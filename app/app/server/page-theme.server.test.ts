import { existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { tenantFixtures } from "@dealer/fixtures"
import { describe, expect, it } from "vitest"
import { pageTheme } from "./page-theme.server.ts"

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../public")
const served = (src: string) => existsSync(path.join(publicDir, src))

describe("the fixture tenants' page themes", () => {
  it("write every token, each tenant's brand its own, and a logo the site serves", () => {
    const themes = tenantFixtures().map(pageTheme)
    for (const theme of themes) {
      expect(Object.keys(theme.tokens)).toEqual(expect.arrayContaining(["--color-brand", "--font-body", "--radius"]))
      expect(theme.logo && served(theme.logo.src)).toBe(true)
    }
    const brands = themes.map((theme) => (theme.tokens as Record<string, string>)["--color-brand"])
    expect(new Set(brands).size).toBe(themes.length)
  })

  it("give every brand tile an image the site serves", () => {
    const tiles = tenantFixtures().flatMap((tenant) => tenant.site.brand_tiles)
    expect(tiles.length).toBeGreaterThan(0)
    for (const tile of tiles) expect([tile.title, served(tile.logo_src)]).toEqual([tile.title, true])
  })
})
