import { tenantTheme, themeTokens } from "@dealer/core"
import { tenantFixtures } from "@dealer/fixtures"
import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { siteGet } from "../measure/site-request.ts"
import { browserPerFile, siteUrl } from "./browser.ts"

const port = inject("appPort")
let page: Page
browserPerFile((fresh) => ({ page } = fresh), { context: { viewport: { width: 1366, height: 900 } } })

const tenants = tenantFixtures()

/** A font stack as the browser reports it: names without quotes, one comma between them. */
const fontStack = (stack: string) =>
  stack
    .split(",")
    .map((name) => name.trim().replace(/^["']|["']$/g, ""))
    .join(",")

/** What the page says about its theme and about every visible control, read in one evaluate. */
interface ScreenStyles {
  readonly tokens: Record<string, string>
  /** Every colour custom property on the root element, as computed colours (`rgb(…)`). */
  readonly themeColours: ReadonlyArray<string>
  readonly controls: ReadonlyArray<{
    readonly control: string
    readonly kind: "button" | "field" | "choice"
    readonly fontFamily: string
    readonly border: string
    readonly borderWidth: number
    readonly background: string
    readonly colour: string
    readonly accent: string
  }>
  readonly logo: { readonly alt: string; readonly loaded: boolean; readonly visible: boolean } | null
}

async function screenStyles(page: Page, slug: string, path: string): Promise<ScreenStyles> {
  const answer = await page.goto(siteUrl(slug, port, path), { waitUntil: "load" })
  expect([path, answer?.status()]).toEqual([path, 200])
  // Hydrated: the controls the browser adds are on the page too.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 15_000 })
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement)
    const names = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .flatMap((rule) => (rule instanceof CSSStyleRule && rule.selectorText === ":root" ? Array.from(rule.style) : []))
      .concat(Array.from(document.documentElement.style))
      .filter((name) => name.startsWith("--"))
    // A colour token's computed value, through an element that paints with it.
    const probe = document.body.appendChild(document.createElement("i"))
    const colourOf = (value: string) => {
      probe.style.color = ""
      probe.style.color = value
      return probe.style.color === "" ? null : getComputedStyle(probe).color
    }
    const themeColours = [...new Set(names.map((name) => colourOf(root.getPropertyValue(name).trim())))].filter(
      (colour): colour is string => colour !== null
    )
    probe.remove()
    const tokens = Object.fromEntries(
      ["--color-brand", "--font-body", "--radius"].map((name) => [name, root.getPropertyValue(name).trim()])
    )
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none"
    }
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().replace(/\s+/g, ".")}` : ""}[${
        element.getAttribute("name") ?? element.textContent?.trim().slice(0, 30) ?? ""
      }]`
    const controls = Array.from(document.querySelectorAll("button, input:not([type=hidden]), select, textarea"))
      .filter(shown)
      .map((element) => {
        const style = getComputedStyle(element)
        const type = element.getAttribute("type") ?? ""
        const kind: "button" | "field" | "choice" =
          element.tagName === "BUTTON" || ["submit", "button", "reset"].includes(type)
            ? "button"
            : ["checkbox", "radio", "range"].includes(type)
              ? "choice"
              : "field"
        return {
          control: describe(element),
          kind,
          fontFamily: style.fontFamily,
          border: style.borderTopColor,
          borderWidth: Number.parseFloat(style.borderTopWidth),
          background: style.backgroundColor,
          colour: style.color,
          accent: style.accentColor
        }
      })
    const logo = document.querySelector<HTMLImageElement>("header img")
    return {
      tokens,
      themeColours,
      controls,
      logo: logo ? { alt: logo.alt, loaded: logo.complete && logo.naturalWidth > 0, visible: shown(logo) } : null
    }
  })
}

/** A tenant's first listed car, through the site's own API. */
async function firstCarSlug(slug: string): Promise<string> {
  const answer = await siteGet(port, `${slug}.localhost`, "/api/stock/search")
  const [car] = (JSON.parse(answer.body.toString("utf8")) as { hits: Array<{ slug: string }> }).hits
  if (!car) throw new Error(`${slug} lists no car`)
  return car.slug
}

describe("every tenant's own theme", () => {
  it("gives each of the seven tenants a brand colour of its own on the page's root element", async () => {
    const brands = await Promise.all(
      tenants.map(async (tenant) => {
        const html = (await siteGet(port, `${tenant.slug}.localhost`, "/search/new-used-and-demo-cars")).body.toString("utf8")
        return /<html[^>]*style="[^"]*--color-brand:\s*(#[0-9a-fA-F]{6})/.exec(html)?.[1] ?? null
      })
    )
    expect(brands).toEqual(tenants.map((tenant) => themeTokens(tenantTheme(tenant))["--color-brand"]))
    expect(new Set(brands).size).toBe(7)
  })

  describe.each(tenants.map((tenant) => [tenant.slug, tenant] as const))("%s", (slug, tenant) => {
    it("dresses every button, field and choice in the theme's font and colours, and shows its logo", async () => {
      const theme = tenantTheme(tenant)
      const screens = ["/", "/search/new-used-and-demo-cars", `/cars/${await firstCarSlug(slug)}`, "/contact"]
      // The screens side by side, each in a page of the test's context: a quarter of the wait.
      const pages = [page, ...(await Promise.all(screens.slice(1).map(() => page.context().newPage())))]
      const seen = await Promise.all(screens.map((path, index) => screenStyles(pages[index] ?? page, slug, path)))
      const wrong: string[] = []
      let controlsSeen = 0
      for (const [index, styles] of seen.entries()) {
        const path = screens[index]
        expect(styles.tokens).toEqual({
          "--color-brand": theme.colours.brand,
          "--font-body": theme.fontBody,
          "--radius": `${theme.radius}px`
        })
        expect(styles.logo).toEqual({ alt: tenant.name, loaded: true, visible: true })
        const fromTheme = (colour: string) => styles.themeColours.includes(colour)
        for (const control of styles.controls) {
          controlsSeen += 1
          const problems = [
            fontStack(control.fontFamily) === fontStack(theme.fontBody) ? null : `font ${control.fontFamily}`,
            control.kind === "choice"
              ? fromTheme(control.accent) ? null : `accent ${control.accent}`
              : control.kind === "field"
                ? control.borderWidth > 0 && fromTheme(control.border) ? null : `border ${control.borderWidth}px ${control.border}`
                : // A button shows the theme in its border, its background, or (a link-like one) its text.
                  (control.borderWidth > 0 && fromTheme(control.border)) ||
                    fromTheme(control.background) ||
                    (control.borderWidth === 0 && control.background === "rgba(0, 0, 0, 0)" && fromTheme(control.colour))
                  ? null
                  : `border ${control.borderWidth}px ${control.border}, background ${control.background}`
          ].filter((problem) => problem !== null)
          if (problems.length > 0) wrong.push(`${path} ${control.control}: ${problems.join("; ")}`)
        }
      }
      expect(wrong).toEqual([])
      expect(controlsSeen).toBeGreaterThan(10)
    })
  })
})
