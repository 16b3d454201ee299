import { openDatabase, type Database } from "@dealer/postgres"
import type { Browser, BrowserContextOptions, Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { siteGet } from "../measure/site-request.ts"
import { runDatabase } from "../app/test/run-postgres.ts"
import { startApp, type RunningApp } from "./app-server.ts"
import { connectBrowser, OFFLINE } from "./browser.ts"
import { SignInPage } from "./pages/saved.ts"

/** A test file's own server, its database and its worker's browser; set once the file's tests run. */
export interface FileServer {
  readonly app: RunningApp
  /** The server's database, to read what the tests stored. */
  readonly db: Database
  /** A fresh context (no internet, as on this machine) given to `work` with a page, closed after it. */
  readonly inContext: <T>(options: BrowserContextOptions, work: (page: Page) => Promise<T>) => Promise<T>
  /** Signs in with `phone` on the sign-in page the browser is on, with the code the outbox shows. */
  readonly signInHere: (page: Page, slug: string, phone: string) => Promise<void>
}

/** The newest sign-in code sent to `phone`, as the development outbox shows it. */
async function codeFor(port: number, slug: string, phone: string): Promise<string> {
  const answer = await siteGet(port, `${slug}.localhost`, "/dev/outbox")
  const { messages } = JSON.parse(answer.body.toString("utf8")) as {
    messages: Array<{ kind: string; payload: { to?: string; text?: string } }>
  }
  const sms = messages.find((message) => message.kind === "sms" && message.payload.to === phone)
  const code = /^(\d{6}) is your /.exec(sms?.payload.text ?? "")?.[1]
  if (!code) throw new Error(`No sign-in code for ${phone} in the outbox`)
  return code
}

/**
 * For a test file that checks what was stored: its own server (test mode, the development outbox
 * for sign-in codes) on its own database named `database` on the run's PostgreSQL server, and the
 * worker's Chromium.
 * Registers the file's vitest hooks, so call it at the top of the file.
 *
 * @example
 * const server = serverPerFile("dealer_checkout")
 * await server.inContext({}, async (page) => page.goto(siteUrl(slug, server.app.port, "/")))
 */
export function serverPerFile(
  database: string,
  env: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>) = {}
): FileServer {
  let app: RunningApp | undefined
  let db: Database | undefined
  let browser: Browser | undefined
  const running = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The file's ${what} is not running (call serverPerFile at the top of the file)`)
    return value
  }
  beforeAll(async () => {
    const url = await runDatabase(database)
    // A function gives what earlier hooks of the file started (a mailbox's address).
    app = await startApp({ NODE_ENV: "test", DEV_OUTBOX: "true", ...(typeof env === "function" ? env() : env), DATABASE_URL: url })
    db = await openDatabase({ url, migrate: false })
    browser = await connectBrowser()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await db?.close()
    await app?.stop()
  })
  return {
    get app() {
      return running(app, "server")
    },
    get db() {
      return running(db, "database")
    },
    inContext: async (options, work) => {
      const context = await running(browser, "browser").newContext({ ...options, ...OFFLINE })
      try {
        return await work(await context.newPage())
      } finally {
        await context.close()
      }
    },
    signInHere: async (page, slug, phone) => {
      const signIn = new SignInPage(page)
      await signIn.requestCode(phone)
      await page.getByLabel("Code", { exact: true }).waitFor()
      await signIn.enterCode(await codeFor(running(app, "server").port, slug, phone))
    }
  }
}
