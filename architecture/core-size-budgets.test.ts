import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { coreSourceFiles } from "./core-sources.ts"

/** One entry of `size-limit --json`: a budget of core/.size-limit.json and what its bundle weighs. */
interface SizeResult {
  readonly name: string
  readonly passed: boolean
  readonly size: number
  readonly sizeLimit?: number
}

/** A budget entry as core/.size-limit.json writes it. */
interface Budget {
  readonly name: string
  readonly import: string
  readonly limit: string
}

const core = resolve(import.meta.dirname, "../core")
const sizeLimitBin = resolve(import.meta.dirname, "../node_modules/size-limit/bin.js")
const budgets: Budget[] = JSON.parse(readFileSync(join(core, ".size-limit.json"), "utf8"))

/** Bundles each budget's import with esbuild (gzip); size-limit exits 1 on a breach but still prints JSON. */
function measure(): Promise<SizeResult[]> {
  return new Promise((settle, fail) => {
    execFile(process.execPath, [sizeLimitBin, "--json"], { cwd: core, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        settle(JSON.parse(stdout) as SizeResult[])
      } catch {
        fail(new Error(`size-limit printed no JSON (${error?.message ?? "no error"}): ${stderr}`))
      }
    })
  })
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`

/** Every statechart core exports (`export const xMachine = setup(...)`), read from the source. */
function coreMachines(): string[] {
  return coreSourceFiles()
    .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/^export const (\w+Machine) =/gm)])
    .map((match) => match[1] as string)
    .sort()
}

describe("@dealer/core's size budgets (core/.size-limit.json, docs/decisions/0063)", () => {
  it("gives every exported statechart a budget, so a new machine cannot slip past", () => {
    const machines = coreMachines()
    expect(machines.length).toBeGreaterThan(20)
    const budgeted = new Set(budgets.map((budget) => budget.name))
    expect(machines.filter((machine) => !budgeted.has(machine))).toEqual([])
  })

  it("keeps each rule and statechart, bundled alone, within its gzip budget", { timeout: 300_000 }, async () => {
    const results = await measure()
    expect(results.map((result) => result.name)).toEqual(budgets.map((budget) => budget.name))
    console.log(
      results
        .map((r) => `${r.passed ? "ok  " : "OVER"} ${r.name.padEnd(28)} ${kb(r.size).padStart(9)} / ${kb(r.sizeLimit ?? 0)}`)
        .join("\n")
    )
    expect(results.filter((r) => !r.passed).map((r) => `${r.name}: ${kb(r.size)} > ${kb(r.sizeLimit ?? 0)}`)).toEqual([])
  })
})
