import { chromium, type Browser } from "playwright-core"

/** Launches the machine's Chromium headless, with the flags this sandboxed machine needs (and any others). */
export function launchBrowser(extraArgs: ReadonlyArray<string> = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
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
}

/** The address of one tenant's site on the test server. */
export function siteUrl(tenantSlug: string | null, port: number, path: string): string {
  const host = tenantSlug ? `${tenantSlug}.localhost` : "localhost"
  return `http://${host}:${port}${path}`
}
