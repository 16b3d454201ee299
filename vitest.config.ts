import { defaultClientConditions, defaultServerConditions } from "vite"
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config"

const propertySeed = new URL("./scripts/property-seed.ts", import.meta.url).pathname

type ProjectTest = NonNullable<TestProjectInlineConfiguration["test"]>

/**
 * A package's test project; each replays the same property-test seed in CI (scripts/property-seed.ts).
 * Workspace packages resolve to their TypeScript sources through the `@dealer/source` export
 * condition, so tests never need core's build (docs/core-package.md).
 */
const project = (test: ProjectTest): TestProjectInlineConfiguration => ({
  resolve: { conditions: ["@dealer/source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["@dealer/source", ...defaultServerConditions] } },
  test: { setupFiles: [propertySeed], ...test }
})

/**
 * A project whose test files share no global state (no module mocks, timers restored after each
 * test, no process-wide settings): one worker runs many files without re-importing their modules.
 */
const pure = (test: ProjectTest) => project({ isolate: false, ...test })

/** Both cores of the machine (vitest's default leaves one idle). */
const WORKERS = 2

/**
 * One project per package; `npm test` runs them all, the browser suite last (docs/testing.md).
 * The root global setup starts the run's one throwaway PostgreSQL server and writes the PGlite
 * images when a project needs them.
 */
export default defineConfig({
  test: {
    globalSetup: ["./scripts/postgres-global-setup.ts"],
    maxWorkers: WORKERS,
    reporters: ["default", "./scripts/project-times-reporter.ts"],
    projects: [
      pure({ name: "core", root: "./core", include: ["src/**/*.test.ts"] }),
      pure({ name: "fixtures", root: "./fixtures", include: ["src/**/*.test.ts"] }),
      // Each file gets its own happy-dom document; React Testing Library unmounts after each test.
      pure({ name: "react", root: "./adapters/react", include: ["src/**/*.test.{ts,tsx}"], environment: "happy-dom" }),
      pure({ name: "http", root: "./adapters/http", include: ["src/**/*.test.ts"] }),
      pure({
        name: "postgres",
        root: "./adapters/postgres",
        include: ["src/**/*.test.ts"],
        testTimeout: 30_000,
        hookTimeout: 120_000
      }),
      // Property tests compare the engine with a brute-force reference over many random cases.
      pure({ name: "search", root: "./adapters/search", include: ["src/**/*.test.ts"], testTimeout: 120_000 }),
      // The geocoder reads the 25 MB locality data set once on first use.
      pure({ name: "geo", root: "./adapters/geo", include: ["src/**/*.test.ts"], testTimeout: 30_000 }),
      // The lead channels against real receivers in process: SMTP, HTTP.
      pure({ name: "delivery", root: "./adapters/delivery", include: ["src/**/*.test.ts"] }),
      pure({
        name: "app",
        root: "./app",
        include: ["app/**/*.test.{ts,tsx}"],
        exclude: ["app/**/*.api.test.ts"],
        passWithNoTests: true
      }),
      // The platform API's routes called with real requests, on PGlite and on the run's PostgreSQL.
      pure({
        name: "api",
        root: "./app",
        include: ["app/**/*.api.test.ts"],
        testTimeout: 30_000,
        hookTimeout: 120_000
      }),
      pure({ name: "architecture", root: "./architecture", include: ["*.test.ts"] }),
      // Keeps per-file isolation: each file holds its servers, database and browser in module state.
      project({
        name: "e2e",
        root: "./app",
        include: ["e2e/**/*.test.ts"],
        globalSetup: ["./e2e/global-setup.ts"],
        testTimeout: 60_000,
        hookTimeout: 180_000,
        // A page's answer can take seconds on a busy machine; a poll still fails if it never comes.
        expect: { poll: { timeout: 15_000 } },
        // After every other project, two files side by side (the run's two workers, one browser
        // server each).
        sequence: { groupOrder: 1 }
      })
    ]
  }
})
