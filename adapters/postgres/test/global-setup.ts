import type { TestProject } from "vitest/node"
import { startThrowawayCluster } from "../src/testing/index.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** URL of the throwaway server's database; tests create their own databases beside it. */
    postgresUrl: string
  }
}

/** Starts one throwaway PostgreSQL server for the whole run and stops it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startThrowawayCluster()
  project.provide("postgresUrl", cluster.url)
  return cluster.stop
}
