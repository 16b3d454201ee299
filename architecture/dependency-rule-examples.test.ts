import { describe, expect, it } from "vitest"
import { checkDependencyRule } from "./dependency-rule.ts"
import type { PackageKind, PackageSources, Violation } from "./workspace-model.ts"

// A small in-memory workspace shaped like the real one; each test adds the imports it needs.
function pkg(name: string, dir: string, kind: PackageKind, dependencies: ReadonlyArray<string>): PackageSources {
  return { name, dir, kind, dependencies, devDependencies: [], files: [] }
}
const base = [
  pkg("@dealer/core", "core", "core", ["effect", "xstate", "date-fns", "date-fns-tz", "fast-check"]),
  pkg("@dealer/search", "adapters/search", "adapter", ["@dealer/core"]),
  pkg("@dealer/postgres", "adapters/postgres", "adapter", ["@dealer/core", "pg"]),
  pkg("@dealer/fixtures", "fixtures", "fixtures", ["@dealer/core", "effect"]),
  pkg("@dealer/app", "app", "app", ["@dealer/core", "@dealer/search", "@dealer/fixtures", "react"])
]

/** The violations of a workspace whose files (repo path -> specifiers) are all in `files`. */
function check(files: Record<string, ReadonlyArray<string>>): ReadonlyArray<Violation> {
  const packages = base.map((p) => ({
    ...p,
    files: Object.entries(files)
      .filter(([path]) => path.startsWith(`${p.dir}/`))
      .map(([path, specifiers]) => ({ path, specifiers }))
  }))
  return checkDependencyRule({ packages, rootDevDependencies: ["vitest", "fast-check"] })
}
const reported = (violations: ReadonlyArray<Violation>) => violations.map((v) => [v.file, v.specifier])

describe("checkDependencyRule on examples", () => {
  it("passes a workspace that keeps the rule", () => {
    const violations = check({
      "core/src/stock/car.ts": ["effect", "../shared/decode.ts", "date-fns/format"],
      "core/src/testing/car-arbitrary.ts": ["fast-check", "../stock/car.ts"],
      "core/src/stock/car.test.ts": ["vitest", "fast-check", "./car.ts"],
      "adapters/postgres/src/repo.ts": ["@dealer/core/stock", "pg", "node:fs", "@dealer/postgres/testing"],
      "fixtures/src/stock.ts": ["@dealer/core", "effect"],
      "fixtures/src/stock.test.ts": ["vitest", "node:path"],
      "app/app/routes/home.tsx": ["react", "@dealer/search", "@dealer/fixtures", "./+types/home"]
    })
    expect(violations).toEqual([])
  })

  it("reports core importing React, Node built-ins, adapters, fixtures or other packages", () => {
    const violations = check({
      "core/src/stock/car-card.ts": ["react", "node:fs", "fs", "@dealer/search", "@dealer/fixtures", "lodash"]
    })
    expect(reported(violations)).toEqual([
      ["core/src/stock/car-card.ts", "react"],
      ["core/src/stock/car-card.ts", "node:fs"],
      ["core/src/stock/car-card.ts", "fs"],
      ["core/src/stock/car-card.ts", "@dealer/search"],
      ["core/src/stock/car-card.ts", "@dealer/fixtures"],
      ["core/src/stock/car-card.ts", "lodash"]
    ])
    expect(violations[0]?.reason).toBe("core imports no React")
    expect(violations[1]?.reason).toBe("core imports no Node built-in")
  })

  it("reports test tooling in shipped core source", () => {
    const violations = check({ "core/src/finance/payment.ts": ["vitest", "fast-check"] })
    expect(violations.map((v) => v.reason)).toEqual([
      "core uses vitest only in test files",
      "core uses fast-check only in src/testing/ and test files"
    ])
  })

  it("reports an adapter importing the app, fixtures or another adapter", () => {
    const violations = check({
      "adapters/search/src/engine.ts": ["@dealer/app", "@dealer/fixtures", "@dealer/postgres"]
    })
    expect(violations.map((v) => v.reason)).toEqual([
      "adapters never import the app",
      "adapters never import fixtures",
      "adapters never import another adapter"
    ])
  })

  it("reports fixtures importing beyond core and effect, or Node built-ins outside tests", () => {
    const violations = check({ "fixtures/src/load.ts": ["node:fs", "fast-check", "@dealer/postgres"] })
    expect(reported(violations)).toEqual([
      ["fixtures/src/load.ts", "node:fs"],
      ["fixtures/src/load.ts", "fast-check"],
      ["fixtures/src/load.ts", "@dealer/postgres"]
    ])
  })

  it("reports packages missing from package.json and relative paths into another package", () => {
    const violations = check({
      "adapters/search/src/engine.ts": ["lodash", "../../../core/src/stock/car.ts"],
      "app/app/root.tsx": ["react-router"],
      "app/app/root.test.tsx": ["vitest", "playwright-core"]
    })
    expect(violations.map((v) => `${v.file} ${v.specifier}: ${v.reason}`)).toEqual([
      'adapters/search/src/engine.ts lodash: "lodash" is not in adapters/search/package.json dependencies or peerDependencies',
      "adapters/search/src/engine.ts ../../../core/src/stock/car.ts: relative import leaves adapters/search; import other packages by name",
      'app/app/root.tsx react-router: "react-router" is not in app/package.json dependencies or peerDependencies',
      'app/app/root.test.tsx playwright-core: "playwright-core" is declared neither in app/package.json nor in the root devDependencies'
    ])
  })

  it("reports an import cycle between packages once, with the whole loop", () => {
    const violations = check({
      "app/app/root.tsx": ["@dealer/search"],
      "adapters/search/src/engine.ts": ["@dealer/app"]
    })
    const cycles = violations.filter((v) => v.reason.startsWith("import cycle"))
    expect(cycles).toEqual([
      {
        file: "app/app/root.tsx",
        specifier: "@dealer/search",
        reason:
          'import cycle between packages: @dealer/app -> @dealer/search -> @dealer/app (app/app/root.tsx imports "@dealer/search"; adapters/search/src/engine.ts imports "@dealer/app")'
      }
    ])
  })
})
