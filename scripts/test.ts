import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { formatTimesTable, type ProjectTime, type StepTime } from "./project-times-reporter.ts"
import { chromium, chromiumHeadlessShell, ensureInstalled, postgresServer, xmllint } from "./system-packages.ts"

/**
 * `npm test`: installs what the machine lacks for the real-component tests and measurements
 * (Chromium, its headless shell, the PostgreSQL server); builds the site (once, for every browser
 * test) and the component stories (a broken story fails here), then runs every test project, while
 * it type-checks every package beside them; it ends with a table of each step's and project's wall
 * time and test count, and fails when any step or test failed.
 * Extra arguments go to vitest (`npm test -- --project core`).
 */

interface Finished extends StepTime {
  readonly ok: boolean
  readonly output: string
}

/** Runs a command with its output kept, so steps running side by side do not interleave. */
function step(name: string, command: string, args: ReadonlyArray<string>): Promise<Finished> {
  const started = Date.now()
  return new Promise((resolve) => {
    let output = ""
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("close", (code) => {
      const finished = { step: name, wallMs: Date.now() - started, ok: code === 0, output }
      console.log(`${finished.ok ? "done" : "FAILED"}: ${name} (${(finished.wallMs / 1000).toFixed(1)} s)`)
      resolve(finished)
    })
  })
}

/** Runs steps one after another, stopping at the first that fails. */
async function inTurn(steps: ReadonlyArray<() => Promise<Finished>>): Promise<Finished[]> {
  const done: Finished[] = []
  for (const next of steps) {
    const finished = await next()
    done.push(finished)
    if (!finished.ok) break
  }
  return done
}

/** Runs vitest with the output streaming through, and reads back each project's times. */
function vitest(args: ReadonlyArray<string>, timesFile: string): Promise<{ code: number; wallMs: number; projects: ProjectTime[] }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", ...args], {
      stdio: "inherit",
      env: { ...process.env, TEST_TIMES_FILE: timesFile, TEST_APP_BUILT: "1" }
    })
    child.on("close", (code) => {
      let projects: ProjectTime[] = []
      try {
        projects = JSON.parse(readFileSync(timesFile, "utf8")) as ProjectTime[]
      } catch {
        // vitest stopped before its reporter wrote the times.
      }
      resolve({ code: code ?? 1, wallMs: Date.now() - started, projects })
    })
  })
}

const started = Date.now()
try {
  ensureInstalled(chromium)
  ensureInstalled(chromiumHeadlessShell)
  ensureInstalled(postgresServer)
  ensureInstalled(xmllint)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

// The type-check runs from the start, beside the builds and then beside the tests (which need only
// the site's build): on two cores a step that waits for it leaves one idle. tsgo, TypeScript's
// native compiler, checks the same program in about a fifth of tsc's CPU time (decision 0070).
const typeCheck = inTurn([() => step("type-check (tsgo -b)", "npx", ["tsgo", "-b"])])
const builds = await inTurn([
  () => step("build the site", "npm", ["run", "build"]),
  () => step("build the stories", "npx", ["ladle", "build"])
])

/** Prints the steps that failed, with their output; true when there were none. */
function allPassed(done: ReadonlyArray<Finished>): boolean {
  const failed = done.filter((finished) => !finished.ok)
  for (const finished of failed) console.error(`\n${finished.step} failed:\n${finished.output}`)
  return failed.length === 0
}

if (!allPassed(builds)) {
  await typeCheck
  process.exit(1)
}

const timesFolder = mkdtempSync(path.join(tmpdir(), "dealer-test-times-"))
const run = await vitest(process.argv.slice(2), path.join(timesFolder, "times.json"))
rmSync(timesFolder, { recursive: true, force: true })
const checked = await typeCheck
const steps = [...checked, ...builds]
const table = formatTimesTable(run.projects, [...steps, { step: "vitest (all projects)", wallMs: run.wallMs }], Date.now() - started)
console.log(`\n${table}`)
if (!allPassed(checked)) process.exit(1)
process.exit(run.code)
