import { writeFileSync } from "node:fs"
import type { Reporter, TestModule } from "vitest/node"

/** What one test project did in a run: the span from its first file's start to its last file's end, and its tests. */
export interface ProjectTime {
  readonly project: string
  readonly files: number
  /** From the moment its first file was handed to a worker (before its imports) to the end of its last, in milliseconds. */
  readonly wallMs: number
  readonly passed: number
  readonly failed: number
  readonly skipped: number
}

interface Span {
  start: number
  end: number
}

const countTests = (modules: ReadonlyArray<TestModule>) => {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state
      if (state === "passed") counts.passed++
      else if (state === "failed") counts.failed++
      else counts.skipped++
    }
  }
  return counts
}

/**
 * Measures each project's wall time (projects overlap, so it is the span of its files) and test
 * counts. With `TEST_TIMES_FILE` set it writes them there as JSON for `npm test`'s closing table;
 * otherwise it prints the table itself.
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly spans = new Map<string, Span>()

  onTestModuleQueued(module: TestModule): void {
    const now = Date.now()
    const span = this.spans.get(module.project.name)
    if (span) span.start = Math.min(span.start, now)
    else this.spans.set(module.project.name, { start: now, end: now })
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name)
    if (span) span.end = Math.max(span.end, Date.now())
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, TestModule[]>()
    for (const module of modules) byProject.set(module.project.name, [...(byProject.get(module.project.name) ?? []), module])
    const times: ProjectTime[] = [...byProject].map(([project, projectModules]) => {
      const span = this.spans.get(project)
      return { project, files: projectModules.length, wallMs: span ? span.end - span.start : 0, ...countTests(projectModules) }
    })
    const file = process.env["TEST_TIMES_FILE"]
    if (file) writeFileSync(file, JSON.stringify(times))
    else console.log(`\n${formatTimesTable(times, [])}`)
  }
}

/** A step of `npm test` outside vitest (type-check, builds), and its wall time. */
export interface StepTime {
  readonly step: string
  readonly wallMs: number
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The closing table of `npm test`: each step and project with its wall time and test counts. */
export function formatTimesTable(projects: ReadonlyArray<ProjectTime>, steps: ReadonlyArray<StepTime>, totalMs?: number): string {
  const rows: string[][] = [["step or project", "wall time", "files", "tests", "failed", "skipped"]]
  for (const step of steps) rows.push([step.step, seconds(step.wallMs), "", "", "", ""])
  for (const time of projects) {
    rows.push([
      time.project,
      seconds(time.wallMs),
      String(time.files),
      String(time.passed + time.failed + time.skipped),
      String(time.failed),
      String(time.skipped)
    ])
  }
  const sum = (key: "files" | "passed" | "failed" | "skipped") => projects.reduce((total, time) => total + time[key], 0)
  const tests = sum("passed") + sum("failed") + sum("skipped")
  rows.push([
    "total",
    totalMs === undefined ? "" : seconds(totalMs),
    String(sum("files")),
    String(tests),
    String(sum("failed")),
    String(sum("skipped"))
  ])
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`
  const rule = `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join("\n")
}
