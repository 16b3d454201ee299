import { spawnSync } from "node:child_process"
import { chromium, ensureInstalled, postgresServer } from "./system-packages.ts"

/**
 * `npm test`: installs what the machine lacks for the real-component tests (Chromium, the
 * PostgreSQL server), type-checks every package, builds the component stories (a broken story
 * fails here), then runs every test project.
 * Extra arguments go to vitest (`npm test -- --project core`).
 */
function run(command: string, args: ReadonlyArray<string>): void {
  const result = spawnSync(command, args, { stdio: "inherit" })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

try {
  ensureInstalled(chromium)
  ensureInstalled(postgresServer)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
run("npx", ["tsc", "-b"])
run("npx", ["ladle", "build"])
run("npx", ["vitest", "run", ...process.argv.slice(2)])
