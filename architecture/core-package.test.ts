import { spawn } from "node:child_process"
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/**
 * @dealer/core as other teams get it: built once, packed once, then checked side by side by
 * publint, Are the Types Wrong, plain Node 20 and a strict TypeScript consumer, each against the
 * same tarball (docs/core-package.md). The package is packed from a copy of core (manifest, README,
 * sources, build), so a run never touches core/dist and two runs never share files.
 */

const root = path.resolve(import.meta.dirname, "..")
const bin = (name: string) => path.join(root, "node_modules", ".bin", name)
const consumerFiles = path.join(import.meta.dirname, "core-package")

interface Finished {
  readonly code: number | null
  readonly stdout: string
  /** The command, then its standard output and error as they came. */
  readonly output: string
}

/**
 * What a consumer's shell would have: none of npm's run-time settings, and none of the
 * repository's NODE_OPTIONS, whose `@dealer/source` condition would point Node at sources the
 * tarball does not ship.
 */
const consumerEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== "NODE_OPTIONS" && !key.toLowerCase().startsWith("npm_"))
)

function run(command: string, args: ReadonlyArray<string>, cwd: string): Promise<Finished> {
  return new Promise((resolve) => {
    let stdout = ""
    let output = `$ ${command} ${args.join(" ")}\n`
    const child = spawn(command, args, { cwd, env: consumerEnv, stdio: ["ignore", "pipe", "pipe"] })
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString()
      output += chunk.toString()
    })
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("error", (error) => resolve({ code: null, stdout, output: `${output}${error.message}` }))
    child.on("close", (code) => resolve({ code, stdout, output }))
  })
}

/** Runs a step of the set-up, failing it with the step's output when the step fails; its stdout. */
async function mustRun(command: string, args: ReadonlyArray<string>, cwd: string): Promise<string> {
  const finished = await run(command, args, cwd)
  if (finished.code !== 0) throw new Error(finished.output)
  return finished.stdout
}

const MINUTES = 60_000
const work = mkdtempSync(path.join(tmpdir(), "dealer-core-package-"))
let packedFiles: ReadonlyArray<string> = []
let checks: Record<"publint" | "attw" | "node" | "tsc", Promise<Finished>>

beforeAll(async () => {
  const staging = path.join(work, "package")
  mkdirSync(staging)
  copyFileSync(path.join(root, "core/package.json"), path.join(staging, "package.json"))
  copyFileSync(path.join(root, "core/README.md"), path.join(staging, "README.md"))
  // The sources and their tests sit beside the build, as in core itself: `files` must leave them out.
  cpSync(path.join(root, "core/src"), path.join(staging, "src"), { recursive: true })
  await mustRun(bin("tsgo"), ["-p", "core/tsconfig.build.json", "--outDir", path.join(staging, "dist")], root)
  const packed = JSON.parse(await mustRun("npm", ["pack", "--json", "--pack-destination", work], staging)) as ReadonlyArray<{
    filename: string
    files: ReadonlyArray<{ path: string }>
  }>
  const tarball = path.join(work, packed[0]!.filename)
  packedFiles = packed[0]!.files.map((file) => file.path)

  const consumer = path.join(work, "consumer")
  mkdirSync(consumer)
  writeFileSync(path.join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }))
  for (const file of ["consumer.mjs", "consumer.ts"]) copyFileSync(path.join(consumerFiles, file), path.join(consumer, file))
  // One install; its dependencies (effect, xstate, date-fns) come from npm's cache when it has them.
  const installed = run("npm", ["install", tarball, "--no-audit", "--no-fund", "--prefer-offline"], consumer)
  const afterInstall = (next: () => Promise<Finished>) =>
    installed.then((finished) => (finished.code === 0 ? next() : finished))
  checks = {
    publint: run(bin("publint"), ["run", tarball, "--strict"], root),
    // ESM only by design: CommonJS consumers load it with import(), as with any ESM-only package.
    attw: run(bin("attw"), [tarball, "--profile", "esm-only", "--no-definitely-typed"], root),
    node: afterInstall(() => run(process.execPath, ["consumer.mjs"], consumer)),
    // The repository's TypeScript, with no skipLibCheck: core's declarations must also type-check
    // against its dependencies' declarations.
    tsc: afterInstall(() =>
      run(
        process.execPath,
        [
          path.join(root, "node_modules/typescript/bin/tsc"),
          ...["--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022"],
          ...["--noEmit", "consumer.ts"]
        ],
        consumer
      )
    )
  }
}, 10 * MINUTES)

// The consumer's node_modules holds thousands of files: removing them can take a while.
afterAll(() => rm(work, { recursive: true, force: true }), MINUTES)

describe("@dealer/core as a package", { timeout: 10 * MINUTES }, () => {
  it("ships the build and its README, not sources or tests", () => {
    expect(packedFiles).toContain("README.md")
    expect(packedFiles).toContain("dist/index.js")
    expect(packedFiles).toContain("dist/index.d.ts")
    expect(packedFiles.filter((file) => !/^(dist\/|README\.md$|package\.json$)/.test(file))).toEqual([])
    expect(packedFiles.filter((file) => file.includes(".test."))).toEqual([])
  })

  it("passes publint --strict", async () => {
    const finished = await checks.publint
    expect(finished.code, finished.output).toBe(0)
  })

  it("has types that resolve for every subpath (attw, ESM-only profile)", async () => {
    const finished = await checks.attw
    expect(finished.code, finished.output).toBe(0)
  })

  it("runs in plain Node ESM: price display, repayment, opening hours and a statechart", async () => {
    const finished = await checks.node
    expect(finished.code, finished.output).toBe(0)
    expect(finished.output).toContain("consumer ok")
  })

  it("type-checks in a strict nodenext TypeScript consumer", async () => {
    const finished = await checks.tsc
    expect(finished.code, finished.output).toBe(0)
  })
})
