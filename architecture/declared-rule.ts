import { posix } from "node:path"
import type { ImportSite } from "./package-rules.ts"

/**
 * Packages must be declared where they are used: shipped source in `dependencies` or
 * `peerDependencies`, dev files also in the package's or the root's `devDependencies`.
 * Relative paths must stay inside the package; crossing into another one bypasses its `exports`.
 */
export function declaredRule(site: ImportSite, specifier: string, rootDevDependencies: ReadonlyArray<string>) {
  const { from, target, role, pathInPackage } = site
  if (target.kind === "relative") {
    const resolved = posix.normalize(posix.join(posix.dirname(pathInPackage), specifier))
    return specifier.startsWith("/") || resolved.startsWith("../")
      ? `relative import leaves ${from.dir}; import other packages by name`
      : null
  }
  if (target.kind === "builtin" || target.name === from.name) return null
  if (from.dependencies.includes(target.name)) return null
  if (role === "source") return `"${target.name}" is not in ${from.dir}/package.json dependencies or peerDependencies`
  if (from.devDependencies.includes(target.name) || rootDevDependencies.includes(target.name)) return null
  return `"${target.name}" is declared neither in ${from.dir}/package.json nor in the root devDependencies`
}
