// esbuild comes with size-limit's esbuild plugin; it is the bundler the size budgets use too.
import { build } from "esbuild"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { coreSource, coreSourceFiles } from "./core-sources.ts"

/** Core's modules, not tests; `testing/` is the analysts' Node entry and builds fast-check arbitraries. */
const modules = coreSourceFiles().filter((file) => !file.startsWith(join(coreSource, "testing/")))

/**
 * Bundles every core module as if imported for its side effects alone (the plugin overrides
 * `"sideEffects": false` for them), using none of its exports: whatever survives is top-level
 * code a bundler cannot drop, and every page that imports one rule of that module pays for it.
 */
async function unusedModulesBundle(dependency: "effect" | "xstate"): Promise<ReadonlyArray<string>> {
  const imported = new Set(modules)
  const result = await build({
    stdin: { contents: modules.map((file) => `import ${JSON.stringify(file)}`).join("\n"), resolveDir: coreSource },
    bundle: true,
    write: false,
    minify: true,
    metafile: true,
    format: "esm",
    outfile: "unused-core.js",
    logLevel: "silent",
    plugins: [
      {
        name: "imported-for-side-effects",
        setup(bundler) {
          bundler.onResolve({ filter: /\.ts$/ }, (args) =>
            args.importer === "<stdin>" && imported.has(args.path) ? { path: args.path, sideEffects: true } : undefined
          )
        }
      }
    ]
  })
  const kept = Object.values(result.metafile.outputs)[0]?.inputs ?? {}
  const keeps = (file: string) => (kept[file]?.bytesInOutput ?? 0) > 0
  // Names the culprits: the core modules left in the bundle that import the dependency themselves.
  return Object.entries(result.metafile.inputs)
    .filter(([file]) => file.includes("core/src/") && keeps(file))
    .filter(([, input]) => input.imports.some((edge) => edge.path.includes(`node_modules/${dependency}/`) && keeps(edge.path)))
    .map(([file]) => file)
}

describe("@dealer/core's top-level code (docs/decisions/0063)", () => {
  it("builds no Effect schema when nothing of a module is used, so one rule never pulls Effect in", { timeout: 60_000 }, async () => {
    expect(modules.length).toBeGreaterThan(400)
    expect(await unusedModulesBundle("effect")).toEqual([])
  })

  it("builds no statechart when nothing of a module is used, so importing a machine's module never pulls XState in", { timeout: 60_000 }, async () => {
    expect(await unusedModulesBundle("xstate")).toEqual([])
  })
})
