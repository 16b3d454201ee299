import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { coreExamples, exampleLabel, runnableExample, typeCheckExamples } from "./core-examples.ts"
import { repositoryRoot } from "./core-sources.ts"

const examples = coreExamples()

/** Gitignored, and inside the repository so the examples' `@dealer/core/...` imports resolve through the workspace. */
const scratch = join(repositoryRoot, "architecture/.tsbuild")
const claimModule = join(import.meta.dirname, "core-example-claim.ts")

/**
 * Every JSDoc `@example` of core's public source is a small program a consumer could paste: it
 * imports what it uses from the package's entry points, defines every value, and its `// => value`
 * comments are checked (docs/core-package.md). All are type-checked in one TypeScript program,
 * then each runs in process.
 */
describe("@dealer/core's JSDoc examples (docs/decisions/0064)", () => {
  let diagnostics: ReadonlyArray<ReadonlyArray<string>> = []
  let folder = ""

  beforeAll(() => {
    diagnostics = typeCheckExamples(examples)
    mkdirSync(scratch, { recursive: true })
    folder = mkdtempSync(join(scratch, "core-examples-"))
  }, 180_000)

  afterAll(() => {
    if (folder !== "") rmSync(folder, { recursive: true, force: true })
  })

  const compile = (label: string, index: number) => {
    const problems = diagnostics[index] ?? []
    if (problems.length > 0) throw new Error(`${label} does not compile:\n${problems.join("\n")}`)
  }

  const run = async (example: (typeof examples)[number], index: number) => {
    const path = join(folder, `example-${index}.ts`)
    writeFileSync(path, runnableExample(example.code, claimModule))
    await import(/* @vite-ignore */ path)
  }

  it("finds the examples", () => {
    expect(examples.length).toBeGreaterThan(800)
  })

  examples.forEach((example, index) => {
    const label = exampleLabel(example)
    it(`type-checks ${label}`, () => compile(label, index))
    it(`runs ${label}`, () => run(example, index))
  })
})
