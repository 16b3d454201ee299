import type { TestProject } from "vitest/node"
import { startThrowawayCluster } from "../src/testing/index.ts"
import { writePGliteImages, type PGliteImageFiles } from "./pglite-images.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the throwaway server's database; tests create their own databases beside it. */
    postgresUrl: string
    /** PGlite images every test database starts from. */
    pgliteImages: PGliteImageFiles
  }
}

/**
 * Starts one throwaway PostgreSQL server and writes the PGlite images for the whole run, and
 * removes both afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [cluster, images] = await Promise.all([startThrowawayCluster(), writePGliteImages()])
  project.provide("postgresUrl", cluster.url)
  project.provide("pgliteImages", images.files)
  return async () => {
    await Promise.all([cluster.stop(), images.remove()])
  }
}
