import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config"

const propertySeed = new URL("./scripts/property-seed.ts", import.meta.url).pathname

/** A package's test project; each replays the same property-test seed in CI (scripts/property-seed.ts). */
const project = (test: NonNullable<TestProjectInlineConfiguration["test"]>): TestProjectInlineConfiguration => ({
  test: { setupFiles: [propertySeed], ...test }
})

/** One project per package; `npm test` runs them all, the browser suite last. */
export default defineConfig({
  test: {
    projects: [
      project({ name: "core", root: "./core", include: ["src/**/*.test.ts"] }),
      project({ name: "fixtures", root: "./fixtures", include: ["src/**/*.test.ts"] }),
      project({ name: "react", root: "./adapters/react", include: ["src/**/*.test.{ts,tsx}"], environment: "happy-dom" }),
      project({ name: "http", root: "./adapters/http", include: ["src/**/*.test.ts"] }),
      project({
        name: "postgres",
        root: "./adapters/postgres",
        include: ["src/**/*.test.ts"],
        globalSetup: ["./test/global-setup.ts"],
        testTimeout: 30_000,
        hookTimeout: 120_000
      }),
      // Property tests compare the engine with a brute-force reference over many random cases.
      project({ name: "search", root: "./adapters/search", include: ["src/**/*.test.ts"], testTimeout: 120_000 }),
      // The geocoder reads the 25 MB locality data set once on first use.
      project({ name: "geo", root: "./adapters/geo", include: ["src/**/*.test.ts"], testTimeout: 30_000 }),
      project({
        name: "app",
        root: "./app",
        include: ["app/**/*.test.{ts,tsx}"],
        exclude: ["app/**/*.api.test.ts"],
        passWithNoTests: true
      }),
      // The platform API's routes called with real requests, on PGlite and on a throwaway PostgreSQL.
      project({
        name: "api",
        root: "./app",
        include: ["app/**/*.api.test.ts"],
        globalSetup: ["./app/test/api-global-setup.ts"],
        testTimeout: 30_000,
        hookTimeout: 120_000
      }),
      project({ name: "architecture", root: "./architecture", include: ["*.test.ts"] }),
      project({
        name: "e2e",
        root: "./app",
        include: ["e2e/**/*.test.ts"],
        globalSetup: ["./e2e/global-setup.ts"],
        testTimeout: 60_000,
        hookTimeout: 180_000,
        // A page's answer can take seconds on a busy machine; a poll still fails if it never comes.
        expect: { poll: { timeout: 15_000 } },
        fileParallelism: false
      })
    ]
  }
})
