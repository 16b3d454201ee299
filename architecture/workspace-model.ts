/** Which part of the dependency rule a package falls under. */
export type PackageKind = "core" | "adapter" | "fixtures" | "app"

export interface SourceFile {
  /** Repository-relative, posix separators. */
  readonly path: string
  readonly specifiers: ReadonlyArray<string>
}

/** A workspace package as the dependency rule sees it. */
export interface PackageSources {
  readonly name: string
  /** Repository-relative folder, e.g. `adapters/search`. */
  readonly dir: string
  readonly kind: PackageKind
  /** `dependencies` and `peerDependencies`: what shipped source may import. */
  readonly dependencies: ReadonlyArray<string>
  readonly devDependencies: ReadonlyArray<string>
  readonly files: ReadonlyArray<SourceFile>
}

export interface Workspace {
  readonly packages: ReadonlyArray<PackageSources>
  /** The root package's `devDependencies` (vitest, fast-check, ...), shared by every dev file. */
  readonly rootDevDependencies: ReadonlyArray<string>
}

export interface Violation {
  readonly file: string
  readonly specifier: string
  readonly reason: string
}

/**
 * One line per violation, for assertion messages.
 *
 * @example
 * formatViolation({ file: "core/src/a.ts", specifier: "react", reason: "core imports no React" })
 * // 'core/src/a.ts imports "react": core imports no React'
 */
export function formatViolation(violation: Violation): string {
  return `${violation.file} imports "${violation.specifier}": ${violation.reason}`
}
