import { readdirSync, readFileSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { importSpecifiers } from "./import-specifiers.ts"
import type { PackageKind, PackageSources, SourceFile, Workspace } from "./workspace-model.ts"

// Generated output, installed packages and runtime data are not source.
const SKIPPED_FOLDERS = new Set(["node_modules", "build", "dist", ".tsbuild", ".react-router", ".data"])
const SOURCE_FILE = /\.tsx?$/

interface PackageJson {
  readonly name?: string
  readonly workspaces?: ReadonlyArray<string>
  readonly dependencies?: Record<string, string>
  readonly peerDependencies?: Record<string, string>
  readonly devDependencies?: Record<string, string>
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as PackageJson
const toPosix = (path: string) => path.split(sep).join("/")

function kindOf(dir: string): PackageKind {
  if (dir === "core" || dir === "fixtures" || dir === "app") return dir
  if (dir.startsWith("adapters/")) return "adapter"
  throw new Error(`Workspace "${dir}" has no place in the dependency rule; add it to read-workspace.ts`)
}

function sourceFiles(root: string, folder: string): ReadonlyArray<SourceFile> {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(root, path)
      if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) return []
      return [
        { path: toPosix(relative(root, path)), specifiers: importSpecifiers(entry.name, readFileSync(path, "utf8")) }
      ]
    })
}

/**
 * Reads every workspace package of the repository at `root`: its declared dependencies and the
 * imports of each of its `.ts`/`.tsx` files.
 *
 * @example
 * readWorkspace(process.cwd()).packages.map((pkg) => pkg.name) // ["@dealer/core", ...]
 */
export function readWorkspace(root: string): Workspace {
  const rootJson = readJson(join(root, "package.json"))
  const packages = (rootJson.workspaces ?? []).map((dir): PackageSources => {
    const json = readJson(join(root, dir, "package.json"))
    return {
      name: json.name ?? dir,
      dir,
      kind: kindOf(dir),
      dependencies: Object.keys({ ...json.dependencies, ...json.peerDependencies }),
      devDependencies: Object.keys(json.devDependencies ?? {}),
      files: sourceFiles(root, join(root, dir))
    }
  })
  return { packages, rootDevDependencies: Object.keys(rootJson.devDependencies ?? {}) }
}
