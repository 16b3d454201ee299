/**
 * @dealer/postgres/testing: a throwaway PostgreSQL server for tests that need a real one.
 */
export { findPostgresBinaries, type PostgresBinaries } from "./postgres-binaries.ts"
export { createDatabase, startThrowawayCluster, type ThrowawayCluster } from "./throwaway-cluster.ts"
export { openPGliteDatabase } from "../pglite-database.ts"
export { readPGliteImage, writePGliteImages, type PGliteImageFiles } from "./pglite-images.ts"
