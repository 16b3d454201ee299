import { declaredRule } from "./declared-rule.ts"
import { fileRole } from "./file-role.ts"
import { packageCycles, type PackageEdge } from "./package-cycles.ts"
import { kindRule, type ImportSite } from "./package-rules.ts"
import { specifierKind } from "./specifier-kind.ts"
import type { Violation, Workspace } from "./workspace-model.ts"

/**
 * Checks every import of every package against the dependency rule: what each kind of package
 * may import, that imported packages are declared, and that packages import each other in no
 * cycle. Each import gets at most one reason, the most specific.
 *
 * @example
 * checkDependencyRule(readWorkspace(root)).map(formatViolation) // [] when the rule holds
 */
export function checkDependencyRule(workspace: Workspace): ReadonlyArray<Violation> {
  const kinds = new Map(workspace.packages.map((pkg) => [pkg.name, pkg.kind]))
  const violations: Violation[] = []
  const edges: PackageEdge[] = []
  for (const pkg of workspace.packages) {
    for (const file of pkg.files) {
      const pathInPackage = file.path.slice(pkg.dir.length + 1)
      for (const specifier of file.specifiers) {
        const target = specifierKind(specifier)
        const targetKind = target.kind === "package" ? (kinds.get(target.name) ?? null) : null
        const site: ImportSite = { from: pkg, pathInPackage, role: fileRole(pathInPackage), target, targetKind }
        const reason = kindRule(site) ?? declaredRule(site, specifier, workspace.rootDevDependencies)
        if (reason !== null) violations.push({ file: file.path, specifier, reason })
        if (target.kind === "package" && targetKind !== null && target.name !== pkg.name) {
          edges.push({ from: pkg.name, to: target.name, file: file.path, specifier })
        }
      }
    }
  }
  return [...violations, ...packageCycles(edges)]
}
