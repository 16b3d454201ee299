import type { BrowserContext, Page, Response } from "playwright-core"
import { RAW_MARKUP } from "./xss-vectors.ts"

/** What a page shows of an attempted injection once it has loaded and hydrated. */
export interface InjectionEvidence {
  /** `window.__xssFired`, set by every vector that ran. */
  readonly fired: unknown
  /** Dialogs opened (`alert(1)` vectors). */
  readonly dialogs: ReadonlyArray<string>
  /** Inline event handler attributes anywhere in the DOM (`onerror`, `onload`, `onfocus`...). */
  readonly handlers: ReadonlyArray<string>
  /** Links, frames, media or forms whose address is a script carrying a payload (`javascript:`...). */
  readonly payloadUrls: ReadonlyArray<string>
  /** Script elements whose code is a payload. */
  readonly injectedScripts: ReadonlyArray<string>
  /** Frames built from markup (`srcdoc`). */
  readonly srcdocFrames: number
  /** Uncaught errors while the page loaded and hydrated (a hostile value must not break the page). */
  readonly pageErrors: ReadonlyArray<string>
  /** The site's own scripts that failed to load: the page then shows its server HTML only. */
  readonly missingScripts: ReadonlyArray<string>
  /** The page's visible text. */
  readonly text: string
  /** Every text of the page outside scripts and styles, hidden tabs included. */
  readonly allText: string
}

export interface Visit {
  readonly page: Page
  readonly response: Response | null
  readonly html: string
  readonly evidence: InjectionEvidence
}

/** Waits until React Router has taken over the server-rendered page (its router exists). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 10_000 })
}

/** Opens `url` in a new tab, lets it hydrate, and gathers what any injection would have left behind. */
export async function visit(context: BrowserContext, url: string, prepare?: (page: Page) => Promise<void>): Promise<Visit> {
  const page = await context.newPage()
  const dialogs: Array<string> = []
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const pageErrors: Array<string> = []
  page.on("pageerror", (error) => pageErrors.push(error.message))
  const missingScripts: Array<string> = []
  page.on("response", (response) => {
    if (response.status() >= 400 && /\/assets\/.*\.js$/.test(new URL(response.url()).pathname)) missingScripts.push(response.url())
  })
  if (prepare) await prepare(page)
  const response = await page.goto(url, { waitUntil: "load" })
  const html = response ? await response.text() : ""
  // Hydration and client effects (stored favourites, lazy sections) run after load.
  await page.waitForLoadState("networkidle").catch(() => undefined)
  // Without its scripts (the build replaced under the running server) a page never hydrates:
  // the evidence names the missing files instead of waiting.
  if ((response?.headers()["content-type"] ?? "").startsWith("text/html") && missingScripts.length === 0) await hydrated(page)
  await page.waitForTimeout(300)
  const found = await page.evaluate(() => {
    const allTextOf = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      const texts: Array<string> = []
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement?.tagName
        if (parent !== "SCRIPT" && parent !== "STYLE") texts.push(node.textContent ?? "")
      }
      return texts.join(" ")
    }
    const elements = Array.from(document.querySelectorAll("*"))
    const handlers = elements.flatMap((element) =>
      Array.from(element.attributes)
        .filter((attribute) => attribute.name.toLowerCase().startsWith("on"))
        .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`)
    )
    // Where an address runs as script when followed, framed or submitted (an image's never does).
    const runnable: ReadonlyArray<readonly [string, string]> = [
      ["a, area", "href"],
      ["iframe, frame, embed", "src"],
      ["form", "action"],
      ["button, input", "formaction"],
      ["object", "data"],
      ["[*|href]:not(a, area, link)", "xlink:href"]
    ]
    const payloadUrls = runnable.flatMap(([selector, name]) =>
      Array.from(document.querySelectorAll(selector)).flatMap((element) =>
        [element.getAttribute(name)]
          // Encoded into a query string a payload is only data; as the address's scheme it would run.
          .filter((value): value is string => value !== null && /^\s*(javascript|vbscript|data):/i.test(value))
          .filter((value) => value.includes("__xssFired"))
          .map((value) => `<${element.tagName.toLowerCase()} ${name}> ${value}`)
      )
    )
    const injectedScripts = Array.from(document.scripts)
      .map((script) => (script.textContent ?? "").trim())
      .filter((code) => /^(parent\.)?__xssFired|^alert\(/.test(code))
    return {
      fired: (window as unknown as { __xssFired?: unknown }).__xssFired,
      handlers,
      payloadUrls,
      injectedScripts,
      srcdocFrames: document.querySelectorAll("iframe[srcdoc]").length,
      text: document.body?.innerText ?? document.documentElement.textContent ?? "",
      allText: allTextOf(document.body ?? document.documentElement)
    }
  })
  return { page, response, html, evidence: { ...found, dialogs, pageErrors, missingScripts } }
}

/** The evidence a clean page leaves: nothing ran, nothing injected. */
export const NO_INJECTION = {
  fired: undefined,
  dialogs: [],
  handlers: [],
  payloadUrls: [],
  injectedScripts: [],
  srcdocFrames: 0,
  pageErrors: [],
  missingScripts: []
} as const

/** The parts of the evidence that must be empty. */
export function injectionOf(evidence: InjectionEvidence) {
  const { text: _text, allText: _allText, ...rest } = evidence
  return rest
}

/** The vectors' markup found as markup in raw HTML (escaped text or escaped script data never matches). */
export function rawMarkupIn(html: string): ReadonlyArray<string> {
  return RAW_MARKUP.filter((markup) => html.includes(markup))
}

/** The bodies of the inline scripts of raw HTML. */
export function inlineScripts(html: string): ReadonlyArray<{ readonly type: string | null; readonly body: string }> {
  return Array.from(html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi), (match) => ({
    type: /\btype="([^"]*)"/i.exec(match[1] ?? "")?.[1] ?? null,
    body: match[2] ?? ""
  }))
}

/**
 * Inline scripts that carry data yet could be closed early or misread: any `<` (so no `</script`
 * nor `<!--`) or raw U+2028/U+2029 line separators.
 */
export function unsafeScriptData(html: string): ReadonlyArray<string> {
  return inlineScripts(html)
    .filter((script) => script.body.includes("__xssFired"))
    .filter((script) => /[<\u2028\u2029]/.test(script.body))
    .map((script) => script.body.slice(0, 200))
}
