import { startThrowawayCluster } from "@dealer/postgres/testing"
import type { TestProject } from "vitest/node"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL server's first database; test files create their own beside it. */
    apiPostgresUrl: string
  }
}

/** Starts one throwaway PostgreSQL server for the API suites, and removes it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startThrowawayCluster()
  project.provide("apiPostgresUrl", cluster.url)
  return cluster.stop
}
