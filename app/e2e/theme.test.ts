import { tenantTheme, themeTokens } from "@dealer/core"
import { tenantFixtures } from "@dealer/fixtures"
import type { Page } from "playwright-core"
import { describe, expect, inject, it } from "vitest"
import { siteGet } from "../measure/site-request.ts"
import { browserPerFile, siteUrl } from "./browser.ts"
import { SiteMenu } from "./pages/site-menu.ts"

const port = inject("appPort")
const PHONE = { width: 390, height: 844 }
let page: Page
// A touch screen too, so one page per tenant serves the wide screen, then the phone's taps.
browserPerFile((fresh) => ({ page } = fresh), { context: { viewport: { width: 1366, height: 900 }, hasTouch: true } })

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
  return readScreenStyles(page)
}

/** The theme and every control shown on the page as it is now (after a resize or with a menu open). */
function readScreenStyles(page: Page): Promise<ScreenStyles> {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement)
    const names = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .flatMap((rule) => (rule instanceof CSSStyleRule && rule.selectorText === ":root" ? Array.from(rule.style) : []))
      .concat(Array.from(document.documentElement.style))
      .filter((name) => name.startsWith("--"))
    // A colour token's computed value, through an element that paints with it.
    const probe = document.body.appendChild(document.createElement("i"))
    // No transition, so each colour is read at once (reduced motion shortens transitions, not to 0).
    probe.style.transition = "none"
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

/**
 * The controls a screen shows that the theme does not dress: a font other than the theme's body
 * stack, or (a field) a border, (a choice) an accent, (a button) a border, background or text in
 * none of the theme's colours: the browser's defaults show through.
 */
function unthemedControls(styles: ScreenStyles, fontBody: string, screen: string): string[] {
  const fromTheme = (colour: string) => styles.themeColours.includes(colour)
  return styles.controls.flatMap((control) => {
    const problems = [
      fontStack(control.fontFamily) === fontStack(fontBody) ? null : `font ${control.fontFamily}`,
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
    return problems.length > 0 ? [`${screen} ${control.control}: ${problems.join("; ")}`] : []
  })
}

/**
 * The header's menu button on a phone by keyboard, then by touch, on the page as it is: Enter opens
 * it and the next Tab reaches the menu's first control; Escape closes it and gives focus back to the
 * button; Space opens it (then `whileOpen` runs) and closes it. A tap opens and closes it, a tap
 * outside the header closes it, and following a link of the menu closes it, even one to the page
 * already shown.
 */
async function workPhoneMenu(menu: SiteMenu, slug: string, whileOpen: () => Promise<void>): Promise<void> {
  const { page } = menu
  const closed = await menu.state()
  expect(closed, slug).toMatchObject({ expanded: "false", panelShown: false, button: "Menu" })
  expect(closed.overflow, slug).toBeLessThanOrEqual(0)
  // The dealer's number stays one tap away, named for screen readers.
  expect(closed.phone.href, slug).toMatch(/^tel:0\d{9}$/)
  expect(closed.phone.label, slug).toMatch(/^Call .+ on 0\d \d{4} \d{4}$/)

  await menu.button.focus()
  await page.keyboard.press("Enter")
  await menu.waitExpanded(true)
  const opened = await menu.state()
  expect(opened.panelShown, slug).toBe(true)
  await page.keyboard.press("Tab")
  expect((await menu.state()).focused, slug).toBe(opened.firstControl)
  await page.keyboard.press("Escape")
  await menu.waitExpanded(false)
  expect(await menu.state(), slug).toMatchObject({ panelShown: false, focused: "Menu" })
  await page.keyboard.press("Space")
  await menu.waitExpanded(true)
  await whileOpen()
  await page.keyboard.press("Space")
  await menu.waitExpanded(false)
  expect(await menu.state(), slug).toMatchObject({ panelShown: false, focused: "Menu" })

  await menu.button.tap()
  await menu.waitExpanded(true)
  await menu.button.tap()
  await menu.waitExpanded(false)
  await menu.button.tap()
  await menu.waitExpanded(true)
  const outside = await menu.blankSpot()
  await page.touchscreen.tap(outside.x, outside.y)
  await menu.waitExpanded(false)
  await menu.button.tap()
  await menu.waitExpanded(true)
  await (await menu.firstLink()).tap()
  await menu.waitExpanded(false)
  expect((await menu.state()).panelShown, slug).toBe(false)
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
    it("dresses every button, field and choice in the theme at 1366 and 390 px, shows its logo, and works the phone menu by keyboard and touch", async () => {
      const theme = tenantTheme(tenant)
      const screens = ["/", "/search/new-used-and-demo-cars", `/cars/${await firstCarSlug(slug)}`, "/contact"]
      // The screens side by side, each in a page of the test's context: a quarter of the wait.
      const pages = [page, ...(await Promise.all(screens.slice(1).map(() => page.context().newPage())))]
      const seen = await Promise.all(screens.map((path, index) => screenStyles(pages[index] ?? page, slug, path)))
      const wrong: string[] = []
      let controlsSeen = 0
      for (const [index, styles] of seen.entries()) {
        expect(styles.tokens).toEqual({
          "--color-brand": theme.colours.brand,
          "--font-body": theme.fontBody,
          "--radius": `${theme.radius}px`
        })
        expect(styles.logo).toEqual({ alt: tenant.name, loaded: true, visible: true })
        controlsSeen += styles.controls.length
        wrong.push(...unthemedControls(styles, theme.fontBody, `${screens[index] ?? ""} at 1366 px`))
      }
      expect(controlsSeen).toBeGreaterThan(10)

      // The home page again, now a phone's width: below 992 px the navigation sits behind the menu
      // button, which works by keyboard and by touch; with the menu open, every control on the
      // screen (the menu's included) is the theme's too.
      await page.setViewportSize(PHONE)
      await workPhoneMenu(new SiteMenu(page), slug, async () => {
        const phone = await readScreenStyles(page)
        expect(phone.controls.map((control) => control.control)).toEqual(
          expect.arrayContaining([expect.stringMatching(/^button\.site-header__menu-button/)])
        )
        wrong.push(...unthemedControls(phone, theme.fontBody, "/ at 390 px, menu open"))
      })
      expect(wrong).toEqual([])
    })
  })
})
