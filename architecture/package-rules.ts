import type { FileRole } from "./file-role.ts"
import type { SpecifierKind } from "./specifier-kind.ts"
import type { PackageKind, PackageSources } from "./workspace-model.ts"

/** One import, seen from the package that makes it. */
export interface ImportSite {
  readonly from: PackageSources
  /** The importing file's path inside its package. */
  readonly pathInPackage: string
  readonly role: FileRole
  readonly target: SpecifierKind
  /** The workspace kind of the imported package, when it is one of ours. */
  readonly targetKind: PackageKind | null
}

const CORE_DEPENDENCIES = new Set(["effect", "xstate", "date-fns", "date-fns-tz"])
const REACT = /(^|[/-])react($|[/-])/

function coreRule({ target, targetKind, role, pathInPackage }: ImportSite): string | null {
  if (target.kind === "relative") return null
  if (target.kind === "builtin") return "core imports no Node built-in"
  if (CORE_DEPENDENCIES.has(target.name)) return null
  if (target.name === "vitest") return role === "dev" ? null : "core uses vitest only in test files"
  // The finance oracle checks core's maths from the outside; it never ships.
  if (target.name === "financial") return role === "dev" ? null : "core uses financial only in test files"
  if (target.name === "fast-check") {
    return role === "dev" || pathInPackage.startsWith("src/testing/")
      ? null
      : "core uses fast-check only in src/testing/ and test files"
  }
  if (REACT.test(target.name)) return "core imports no React"
  if (targetKind === "adapter" || targetKind === "app" || targetKind === "fixtures")
    return `core imports no ${targetKind}`
  return "core imports only relative paths, effect, xstate, date-fns and date-fns-tz"
}

function adapterRule({ from, target, targetKind }: ImportSite): string | null {
  if (target.kind !== "package") return null
  if (targetKind === "app") return "adapters never import the app"
  if (targetKind === "fixtures") return "adapters never import fixtures"
  if (targetKind === "adapter" && target.name !== from.name) return "adapters never import another adapter"
  return null
}

function fixturesRule({ target, role }: ImportSite): string | null {
  if (target.kind === "relative") return null
  if (target.kind === "builtin") return role === "dev" ? null : "fixtures uses Node built-ins only in tests"
  if (target.name === "@dealer/core" || target.name === "effect") return null
  if (target.name === "vitest" && role === "dev") return null
  return "fixtures imports only @dealer/core, effect and relative paths"
}

/**
 * Which imports each kind of package may make (ARCHITECTURE.md, "Dependency rule"); the reason
 * an import breaks it, or null. The app may import anything it declares, so it has no rule here.
 */
export function kindRule(site: ImportSite): string | null {
  switch (site.from.kind) {
    case "core":
      return coreRule(site)
    case "adapter":
      return adapterRule(site)
    case "fixtures":
      return fixturesRule(site)
    case "app":
      return null
  }
}
