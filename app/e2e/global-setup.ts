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
  const app = await startApp()
  project.provide("appPort", app.port)
  return app.stop
}
