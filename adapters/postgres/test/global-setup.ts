import type { TestProject } from "vitest/node"
import { writePGliteImages, type PGliteImageFiles } from "./pglite-images.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the run's throwaway PostgreSQL server (scripts/postgres-global-setup.ts). */
    postgresUrl: string
    /** PGlite images every test database starts from. */
    pgliteImages: PGliteImageFiles
  }
}

/** Writes the PGlite images for the whole run, and removes them afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const images = await writePGliteImages()
  project.provide("pgliteImages", images.files)
  return images.remove
}
