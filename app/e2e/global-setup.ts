import type { TestProject } from "vitest/node"
import { buildApp, startApp } from "./app-server.ts"
import { launchBrowserServer } from "./browser.ts"

declare module "vitest" {
  export interface ProvidedContext {
    appPort: number
    /** Where the run's one Chromium listens; each test file connects to it. */
    browserEndpoint: string
  }
}

/**
 * Builds the app once for the browser suite (unless `npm test` has just built it, and says so with
 * TEST_APP_BUILT), serves it on its own embedded database, and starts the run's one Chromium.
 */
export default async function setup(project: TestProject) {
  if (process.env["TEST_APP_BUILT"] !== "1") buildApp()
  // As `npm start` runs it: vitest's NODE_ENV=test must not leak into the server.
  const [app, browser] = await Promise.all([startApp({ NODE_ENV: "production" }), launchBrowserServer()])
  project.provide("appPort", app.port)
  project.provide("browserEndpoint", browser.wsEndpoint())
  return async () => {
    await Promise.all([app.stop(), browser.close()])
  }
}
