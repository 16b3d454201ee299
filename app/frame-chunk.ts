import { fileURLToPath } from "node:url"

/** What the bundler tells of a module (rolldown's `getModuleInfo`, the fields read here). */
interface ModuleFacts {
  readonly code: string | null
  readonly importers: ReadonlyArray<string>
  readonly importedIds: ReadonlyArray<string>
  readonly exports: ReadonlyArray<string>
}

export type ModuleInfoOf = (id: string) => ModuleFacts | null

/** The modules every page runs from: the browser entry and the root route (its own code stays in its chunk). */
const FRAME_ENTRIES = ["./app/entry.client.tsx", "./app/root.tsx"].map((path) => fileURLToPath(new URL(path, import.meta.url)))

/** A module that only gathers other modules' exports (a package's `index.ts`). */
const isBarrel = (id: string) => /\/(core|adapters\/[a-z]+)\/src\/(.+\/)?index\.tsx?$/.test(id)

/** The names a module imports with `import { a, b as c }` (from any module). */
function importedNames(code: string | null): ReadonlySet<string> {
  const names = new Set<string>()
  for (const [, list] of (code ?? "").matchAll(/import\s*\{([^}]*)\}\s*from/g)) {
    for (const item of list!.split(",")) {
      const name = item.trim().split(/\s+as\s+/)[0]
      if (name) names.add(name)
    }
  }
  return names
}

/**
 * The modules the browser entry and the root route import, on every page: what they import by
 * path, and of what they import through a barrel (`@dealer/core`, ...), the modules that export
 * the names they import (a name alike in two modules takes both, which costs bytes, not behaviour).
 */
function frameModules(moduleInfo: ModuleInfoOf): ReadonlySet<string> {
  const found = new Set<string>()
  const visit = (id: string) => {
    if (found.has(id)) return
    const info = moduleInfo(id)
    if (!info) return
    found.add(id)
    const names = importedNames(info.code)
    for (const imported of info.importedIds) {
      if (isBarrel(imported)) throughBarrel(imported, names)
      else visit(imported)
    }
  }
  // The module that declares a name: a module exporting a name it imports re-exports it.
  const declaring = (id: string, name: string): string => {
    const from = moduleInfo(id)?.importedIds.find((imported) => moduleInfo(imported)?.exports.includes(name))
    return from === undefined ? id : declaring(from, name)
  }
  const seenBarrels = new Set<string>()
  const throughBarrel = (barrel: string, names: ReadonlySet<string>) => {
    const key = `${barrel}\n${[...names].join(",")}`
    if (seenBarrels.has(key)) return
    seenBarrels.add(key)
    for (const target of moduleInfo(barrel)?.importedIds ?? []) {
      if (isBarrel(target)) throughBarrel(target, names)
      else for (const name of moduleInfo(target)?.exports ?? []) if (names.has(name)) visit(declaring(target, name))
    }
  }
  for (const entry of FRAME_ENTRIES) {
    for (const imported of moduleInfo(entry)?.importedIds ?? []) {
      if (isBarrel(imported)) throughBarrel(imported, importedNames(moduleInfo(entry)?.code ?? null))
      else visit(imported)
    }
  }
  return found
}

/**
 * Names the chunk of the modules every page loads (`frame`: React, React Router, and what the
 * entry and the root route import), worked out once per build. Without it the bundler splits
 * them into a dozen small chunks, one per set of routes sharing each, and a page's first load
 * waits on about twenty requests instead of nine (decision 0075).
 */
export function frameChunk(): (id: string, moduleInfo: ModuleInfoOf) => boolean {
  let frame: ReadonlySet<string> | null = null
  return (id, moduleInfo) => (frame ??= frameModules(moduleInfo)).has(id)
}
