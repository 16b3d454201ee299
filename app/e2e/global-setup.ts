import type { TestProject } from "vitest/node"
import { buildApp, startApp } from "./app-server.ts"

declare module "vitest" {
  export interface ProvidedContext {
    appPort: number
  }
}

/** Builds and serves the app once for the browser suite, on its own embedded database. */
export default async function setup(project: TestProject) {
  buildApp()
  // As `npm start` runs it: vitest's NODE_ENV=test must not leak into the server.
  const app = await startApp({ NODE_ENV: "production" })
  project.provide("appPort", app.port)
  return app.stop
}
