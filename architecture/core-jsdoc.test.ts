import { readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const core = resolve(import.meta.dirname, "../core")

/** Each subpath of core's exports map and the source file it reads (`@dealer/source`). */
const entries: ReadonlyArray<readonly [string, string]> = Object.entries(
  JSON.parse(readFileSync(join(core, "package.json"), "utf8")).exports as Record<string, string | Record<string, string>>
).flatMap(([subpath, target]) =>
  typeof target === "object" && target["@dealer/source"] !== undefined ? [[subpath, join(core, target["@dealer/source"])] as const] : []
)

/** Whether a declaration carries a JSDoc comment (a `const` carries it on its statement). */
function documented(declaration: ts.Declaration): boolean {
  const holder = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration
  return ts.getJSDocCommentsAndTags(holder).some((doc) => ts.isJSDoc(doc) && (doc.comment !== undefined || (doc.tags?.length ?? 0) > 0))
}

/**
 * Every name a consumer can import from one of core's entry points, with the file it is declared
 * in, that has no JSDoc comment on any of its declarations: `finance/x.ts financeThing`.
 */
function undocumentedExports(): ReadonlyArray<string> {
  const program = ts.createProgram({
    rootNames: entries.map(([, file]) => file),
    options: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true, noEmit: true, types: [] }
  })
  const checker = program.getTypeChecker()
  const missing = new Set<string>()
  for (const [, file] of entries) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!
    for (const exported of checker.getExportsOfModule(module)) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const declarations = target.declarations ?? []
      if (declarations.some(documented)) continue
      const where = declarations[0] === undefined ? "?" : relative(join(core, "src"), declarations[0].getSourceFile().fileName)
      missing.add(`${where} ${exported.name}`)
    }
  }
  return [...missing].sort()
}

describe("@dealer/core's public API (docs/decisions/0064)", () => {
  it("documents every export of every entry point with JSDoc", { timeout: 60_000 }, () => {
    expect(entries.length).toBeGreaterThan(20)
    expect(undocumentedExports()).toEqual([])
  })
})
