import { startThrowawayCluster } from "@dealer/postgres/testing"
import type {} from "vitest"
import type { TestProject } from "vitest/node"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the run's throwaway PostgreSQL server; each test file creates its own databases on it. */
    postgresUrl: string
  }
}

/** The projects whose tests use a real PostgreSQL server. */
const NEEDS_POSTGRES = new Set(["postgres", "api", "e2e"])

/**
 * Starts one throwaway PostgreSQL server for the whole run (when a project of the run needs one),
 * and removes it afterwards. Test files keep apart by database, not by server.
 */
export default async function setup(root: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!root.vitest.projects.some((project) => NEEDS_POSTGRES.has(project.name))) return undefined
  const cluster = await startThrowawayCluster()
  root.provide("postgresUrl", cluster.url)
  return cluster.stop
}
