import ts from "typescript"

function moduleName(node: ts.Node | undefined): string | null {
  return node !== undefined && ts.isStringLiteralLike(node) ? node.text : null
}

function specifierOf(node: ts.Node): string | null {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return moduleName(node.moduleSpecifier)
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    return moduleName(node.arguments[0])
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) return moduleName(node.argument.literal)
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
    return moduleName(node.moduleReference.expression)
  }
  return null
}

/**
 * Every module a source file imports: static and type-only imports, re-exports, dynamic
 * `import("...")` and `import("...")` types. Parsed, not pattern-matched, so text inside strings
 * and comments never counts.
 *
 * @example
 * importSpecifiers("a.ts", 'export * from "./b.ts"; await import("node:fs")') // ["./b.ts", "node:fs"]
 */
export function importSpecifiers(fileName: string, text: string): ReadonlyArray<string> {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    const specifier = specifierOf(node)
    if (specifier !== null) found.push(specifier)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
