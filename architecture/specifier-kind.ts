import { builtinModules } from "node:module"

export type SpecifierKind =
  { readonly kind: "relative" } | { readonly kind: "builtin" } | { readonly kind: "package"; readonly name: string }

const builtins = new Set(builtinModules)

/**
 * What an import specifier points at: a relative path, a Node built-in (`node:fs` or bare `fs`),
 * or a package, named without its subpath (`@dealer/core/stock` is `@dealer/core`).
 *
 * @example
 * specifierKind("date-fns/format") // { kind: "package", name: "date-fns" }
 */
export function specifierKind(specifier: string): SpecifierKind {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return { kind: "relative" }
  if (specifier.startsWith("node:") || builtins.has(specifier.split("/")[0] ?? "")) return { kind: "builtin" }
  const parts = specifier.split("/")
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier)
  return { kind: "package", name }
}
