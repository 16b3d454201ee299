import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Page
} from "playwright-core"
import { afterAll, beforeAll, beforeEach, inject } from "vitest"

/** The full browser, for the measurements (Lighthouse). */
const FULL_CHROMIUM = "/usr/bin/chromium"
/** Debian's headless shell: the same engine without the browser's user interface, about half the CPU per page. */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"

/** The machine's Chromium, headless, with the flags this sandboxed machine needs (and any others). */
const launchOptions = (executable: string, extraArgs: ReadonlyArray<string>) => ({
  executablePath: process.env.CHROME_PATH ?? executable,
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    ...extraArgs
  ]
})

/** Launches the machine's Chromium for this process alone (the measurements). */
export function launchBrowser(extraArgs: ReadonlyArray<string> = []): Promise<Browser> {
  return chromium.launch(launchOptions(FULL_CHROMIUM, extraArgs))
}

/** Launches a Chromium of the browser suite, which the test files of one worker connect to (the global setup). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions(HEADLESS_SHELL, []))
}

/**
 * This worker's Chromium, for one test file: connecting takes milliseconds where a launch takes a
 * second. Closing the connection leaves the browser to the worker's next file; each file's
 * contexts keep its tests apart, and a file running at the same time uses another browser.
 */
export async function connectBrowser(): Promise<Browser> {
  const endpoints = inject("browserEndpoints")
  const worker = Number(process.env["VITEST_POOL_ID"] ?? "1")
  const endpoint = endpoints[(worker - 1) % endpoints.length]
  if (endpoint === undefined) throw new Error("The browser suite's global setup started no browser")
  return withoutMotion(await chromium.connect(endpoint))
}

/**
 * Contexts that prefer reduced motion unless a test asks otherwise: the search count's 2.25 s
 * count-up alone costs a page about half a second of the browser's time, and no test but the one
 * about motion needs it to run (that test opens its context with `reducedMotion: "no-preference"`).
 */
function withoutMotion(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser)
  const newPage = browser.newPage.bind(browser)
  browser.newContext = (options = {}) => newContext({ reducedMotion: "reduce", ...options })
  browser.newPage = (options = {}) => newPage({ reducedMotion: "reduce", ...options })
  return browser
}

/** The address of one tenant's site on the test server. */
export function siteUrl(tenantSlug: string | null, port: number, path: string): string {
  const host = tenantSlug ? `${tenantSlug}.localhost` : "localhost"
  return `http://${host}:${port}${path}`
}

/** What every test of a file gets afresh: its own browser context and a page in it. */
export interface FreshPage {
  readonly context: BrowserContext
  readonly page: Page
}

export interface BrowserPerFileOptions {
  /** Options of each test's context (a further context made with `inContext` adds its own). */
  readonly context?: BrowserContextOptions
  /** Fail every request that leaves the test server, as a machine without internet would (map tiles; `OFFLINE`). */
  readonly offline?: boolean
}

/** The file's shared browser, for contexts a test needs besides its own. */
export interface FileBrowser {
  /** A further context (offline if the file's are), given to `run` with a page and closed after it. */
  readonly inContext: <T>(options: BrowserContextOptions, run: (page: Page) => Promise<T>) => Promise<T>
  /** A further context that `run` must close itself. */
  readonly newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
}

/**
 * Context options under which every request that leaves the test server fails at once, as on a
 * machine without internet (map tiles): they go to a proxy nothing listens on, which the test
 * server's hosts bypass. A `route` that aborts them would cost more: Playwright then intercepts
 * every request of the page in the test process, and routing turns the browser's HTTP cache off,
 * so each page fetched all its 20-35 script and style files again.
 */
export const OFFLINE: BrowserContextOptions = {
  proxy: { server: "http://127.0.0.1:9", bypass: "localhost,*.localhost,127.0.0.1" }
}

/**
 * The worker's Chromium for a test file, and for each test a fresh context and page handed to `onEachTest`
 * (closed after the test). Registers the file's vitest hooks, so call it at the top of the file.
 *
 * @example
 * let page: Page
 * const browser = browserPerFile((fresh) => ({ page } = fresh))
 */
export function browserPerFile(onEachTest: (fresh: FreshPage) => void, options: BrowserPerFileOptions = {}): FileBrowser {
  let browser: Browser | undefined
  const newContext = async (extra: BrowserContextOptions = {}) => {
    if (!browser) throw new Error("The file's browser is not running (call browserPerFile at the top of the file)")
    return browser.newContext({ ...options.context, ...extra, ...(options.offline ? OFFLINE : {}) })
  }
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    const context = await newContext()
    onEachTest({ context, page: await context.newPage() })
    return () => context.close()
  })
  return {
    newContext,
    inContext: async (extra, run) => {
      const context = await newContext(extra)
      try {
        return await run(await context.newPage())
      } finally {
        await context.close()
      }
    }
  }
}

/**
 * Saves a screenshot for a person to look at, when `E2E_SCREENSHOTS` names a folder; otherwise
 * takes none (a full-page shot of a long page costs half a second of the browser's time, and no
 * test reads it). `npm run screens` writes the pictures the docs show.
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env["E2E_SCREENSHOTS"]
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: options.fullPage ?? false })
}
