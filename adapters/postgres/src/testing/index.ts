/**
 * @dealer/postgres/testing: a throwaway PostgreSQL server for tests that need a real one.
 */
// The augmentation below needs vitest's own module in the program; nothing of it is imported.
import type {} from "vitest"
import type { PGliteImageFiles } from "./pglite-images.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the run's throwaway PostgreSQL server (scripts/postgres-global-setup.ts); files create their own databases on it. */
    postgresUrl: string
    /** PGlite images (a new cluster, and one migrated) embedded test databases start from. */
    pgliteImages: PGliteImageFiles
  }
}

export { findPostgresBinaries, type PostgresBinaries } from "./postgres-binaries.ts"
export { createDatabase, startThrowawayCluster, type ThrowawayCluster } from "./throwaway-cluster.ts"
export { openPGliteDatabase } from "../pglite-database.ts"
export { readPGliteImage, writePGliteImages, type PGliteImageFiles } from "./pglite-images.ts"
