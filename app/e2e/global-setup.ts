import type { TestProject } from "vitest/node"
import { buildApp, startApp } from "./app-server.ts"
import { launchBrowserServer } from "./browser.ts"

declare module "vitest" {
  export interface ProvidedContext {
    appPort: number
    /** Where each worker's Chromium listens (one per worker); a test file connects to its worker's. */
    browserEndpoints: ReadonlyArray<string>
  }
}

/**
 * Builds the app once for the browser suite (unless `npm test` has just built it, and says so with
 * TEST_APP_BUILT), serves it on its own embedded database, and starts one Chromium per worker:
 * files that run one after another share a browser, files that run side by side never do.
 */
export default async function setup(project: TestProject) {
  if (process.env["TEST_APP_BUILT"] !== "1") buildApp()
  // As `npm start` runs it: vitest's NODE_ENV=test must not leak into the server.
  const workers = Array.from({ length: project.vitest.config.maxWorkers }, () => launchBrowserServer())
  const [app, ...browsers] = await Promise.all([startApp({ NODE_ENV: "production" }), ...workers])
  project.provide("appPort", app.port)
  project.provide("browserEndpoints", browsers.map((browser) => browser.wsEndpoint()))
  return async () => {
    await Promise.all([app.stop(), ...browsers.map((browser) => browser.close())])
  }
}
