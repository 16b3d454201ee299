import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { checkDependencyRule } from "./dependency-rule.ts"
import { readWorkspace } from "./read-workspace.ts"
import { formatViolation } from "./workspace-model.ts"

const workspace = readWorkspace(resolve(import.meta.dirname, ".."))

describe("the repository's dependency rule", () => {
  it("reads the source of every package, so an empty walk cannot pass", () => {
    const kinds = new Set(workspace.packages.map((pkg) => pkg.kind))
    expect([...kinds].sort()).toEqual(["adapter", "app", "core", "fixtures"])
    for (const pkg of workspace.packages) expect(pkg.files.length, `${pkg.dir} has no .ts files`).toBeGreaterThan(0)
  })

  it("holds for every import of every package", () => {
    expect(checkDependencyRule(workspace).map(formatViolation)).toEqual([])
  })
})
