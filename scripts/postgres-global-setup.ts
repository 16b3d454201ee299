import { startThrowawayCluster, writePGliteImages, type PGliteImageFiles } from "@dealer/postgres/testing"
// The augmentation below needs vitest's own module in this program.
import type {} from "vitest"
import type { TestProject } from "vitest/node"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the run's throwaway PostgreSQL server; each test file creates its own databases on it. */
    postgresUrl: string
    /** PGlite images (a new cluster, and one migrated) every embedded test database starts from. */
    pgliteImages: PGliteImageFiles
  }
}

/** The projects whose tests use a real PostgreSQL server, and those that open embedded databases. */
const NEEDS_POSTGRES = new Set(["postgres", "api", "e2e"])
const NEEDS_PGLITE_IMAGES = new Set(["postgres", "api"])

/**
 * Starts the run's one throwaway PostgreSQL server and writes the PGlite images (initdb and the
 * migrations are the slow part of a new embedded database), side by side and only when a project
 * of the run needs them; removes both afterwards. Test files keep apart by database, not server.
 * The postgres project's workers keep their shared databases in a folder inside the images' folder
 * (adapters/postgres/test/targets.ts), so removing it removes those too.
 */
export default async function setup(root: TestProject): Promise<() => Promise<void>> {
  const names = root.vitest.projects.map((project) => project.name)
  const [cluster, images] = await Promise.all([
    names.some((name) => NEEDS_POSTGRES.has(name)) ? startThrowawayCluster() : undefined,
    names.some((name) => NEEDS_PGLITE_IMAGES.has(name)) ? writePGliteImages() : undefined
  ])
  if (cluster) root.provide("postgresUrl", cluster.url)
  if (images) root.provide("pgliteImages", images.files)
  return async () => {
    await Promise.all([cluster?.stop(), images?.remove()])
  }
}
