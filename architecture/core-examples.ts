import { readFileSync } from "node:fs"
import { join, relative } from "node:path"
import ts from "typescript"
import { coreSource, coreSourceFiles, repositoryRoot } from "./core-sources.ts"

/** One `@example` block of core's source: where it is, what it documents, and its code. */
export interface CoreExample {
  /** The source file, relative to core/src, e.g. `pricing/money.ts`. */
  readonly file: string
  /** The documented declaration, e.g. `formatMoney` or `Texts.perWeek`. */
  readonly symbol: string
  /** The source line (1-based) of the example's first line of code. */
  readonly line: number
  /** The example's code, the comment's ` * ` margin removed. */
  readonly code: string
}

/** `pricing/money.ts:7 formatMoney`: how a test names an example. */
export const exampleLabel = (example: CoreExample): string => `${example.file}:${example.line} ${example.symbol}`

/** The name a reader knows a declaration by; members are prefixed with their owner's name. */
function declarationName(node: ts.Node): string {
  if (ts.isVariableStatement(node)) {
    return node.declarationList.declarations.map((declaration) => declaration.name.getText()).join(", ")
  }
  const named = node as ts.Node & { readonly name?: ts.Node }
  const own = named.name === undefined ? ts.SyntaxKind[node.kind] : named.name.getText()
  const parent = node.parent
  const owner =
    parent !== undefined && (ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent) || ts.isTypeLiteralNode(parent))
      ? ts.isTypeLiteralNode(parent)
        ? declarationName(parent.parent)
        : parent.name?.getText()
      : undefined
  return owner === undefined ? own : `${owner}.${own}`
}

/** The `@example` blocks of one JSDoc comment's raw text, each with its offset in lines from the comment's start. */
function commentExamples(raw: string): ReadonlyArray<{ readonly lineOffset: number; readonly code: string }> {
  const lines = raw
    .replace(/^\/\*\*/, "")
    .replace(/\*\/$/, "")
    .split("\n")
    .map((line) => line.replace(/^\s*\* ?/, "").replace(/^\s*\*$/, ""))
  const examples: Array<{ lineOffset: number; code: string }> = []
  let current: { lineOffset: number; lines: string[] } | null = null
  const close = () => {
    if (current === null) return
    const code = current.lines.join("\n").replace(/\s+$/, "")
    const leading = current.lines.findIndex((line) => line.trim() !== "")
    examples.push({ lineOffset: current.lineOffset + Math.max(leading, 0), code: code.replace(/^\s*\n/, "") })
    current = null
  }
  lines.forEach((line, index) => {
    if (/^\s*@\w+/.test(line)) {
      close()
      const example = /^\s*@example\b(.*)$/.exec(line)
      if (example !== null) {
        current = { lineOffset: index + 1, lines: [] }
        // A caption on the tag's own line is not code.
      }
      return
    }
    current?.lines.push(line)
  })
  close()
  return examples
}

/** Every `@example` block of core's public source, in file order. */
export function coreExamples(): ReadonlyArray<CoreExample> {
  const examples: CoreExample[] = []
  for (const path of coreSourceFiles()) {
    const text = readFileSync(path, "utf8")
    if (!text.includes("@example")) continue
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
    const seen = new Set<number>()
    const visit = (node: ts.Node) => {
      for (const doc of (node as ts.Node & { readonly jsDoc?: ReadonlyArray<ts.JSDoc> }).jsDoc ?? []) {
        if (seen.has(doc.pos)) continue
        seen.add(doc.pos)
        const raw = text.slice(doc.getStart(source), doc.end)
        const firstLine = source.getLineAndCharacterOfPosition(doc.getStart(source)).line
        for (const example of commentExamples(raw)) {
          examples.push({
            file: relative(coreSource, path),
            symbol: declarationName(node),
            line: firstLine + example.lineOffset + 1,
            code: example.code
          })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return examples
}

/** What a `// =>` comment claims: the statement's value, the claimed value's source, its line in the example. */
interface Claim {
  readonly start: number
  readonly end: number
  readonly actual: string
  readonly expected: string
  readonly line: number
}

const parses = (expression: string): boolean => {
  const probe = ts.createSourceFile("claim.ts", `(${expression}\n)`, ts.ScriptTarget.Latest, true)
  return (probe as ts.SourceFile & { readonly parseDiagnostics: ReadonlyArray<unknown> }).parseDiagnostics.length === 0
}

/**
 * The example's `// => value` claims. A claim follows an expression statement or a `const`, on the
 * same line or on the lines right below it; its value may run on over further `//` lines until it is
 * a whole expression.
 */
export function exampleClaims(code: string): { readonly claims: ReadonlyArray<Claim>; readonly errors: ReadonlyArray<string> } {
  const source = ts.createSourceFile("example.ts", code, ts.ScriptTarget.Latest, true)
  const claims: Claim[] = []
  const errors: string[] = []
  const claimed = new Set<number>()
  const statements = source.statements
  statements.forEach((statement, index) => {
    const next = statements[index + 1]
    const limit = next === undefined ? code.length : next.getStart(source)
    const comments = [
      ...(ts.getTrailingCommentRanges(code, statement.end) ?? []),
      ...(ts.getLeadingCommentRanges(code, statement.end) ?? [])
    ].filter((range, position, all) => range.end <= limit && all.findIndex((other) => other.pos === range.pos) === position)
    const first = comments.findIndex((range) => /^\/\/\s*=>/.test(code.slice(range.pos, range.end)))
    if (first === -1) return
    // Only comments that sit right after the statement (no blank line or other comment before) count.
    const before = code.slice(statement.end, comments[first]!.pos)
    if ((before.match(/\n/g) ?? []).length > 1 || first > 0) return
    let expected = code.slice(comments[first]!.pos, comments[first]!.end).replace(/^\/\/\s*=>\s?/, "")
    let last = first
    while (!parses(expected) && comments[last + 1] !== undefined) {
      last += 1
      expected += `\n${code.slice(comments[last]!.pos, comments[last]!.end).replace(/^\/\/ ?/, "")}`
    }
    claimed.add(comments[first]!.pos)
    const line = source.getLineAndCharacterOfPosition(comments[first]!.pos).line
    if (!parses(expected)) {
      errors.push(`line ${line + 1}: the claimed value is not an expression: ${expected}`)
      return
    }
    if (ts.isExpressionStatement(statement)) {
      claims.push({ start: statement.getStart(source), end: statement.end, actual: statement.expression.getText(source), expected, line })
    } else if (
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.length === 1 &&
      ts.isIdentifier(statement.declarationList.declarations[0]!.name)
    ) {
      claims.push({ start: statement.end, end: statement.end, actual: statement.declarationList.declarations[0]!.name.text, expected, line })
    } else {
      errors.push(`line ${line + 1}: a // => claim must follow an expression or a const`)
    }
  })
  for (const match of code.matchAll(/\/\/\s*=>/g)) {
    const inClaim = [...claimed].some((position) => position === match.index)
    if (!inClaim && !errors.some((error) => error.startsWith(`line ${source.getLineAndCharacterOfPosition(match.index).line + 1}:`))) {
      errors.push(`line ${source.getLineAndCharacterOfPosition(match.index).line + 1}: this // => claim follows no statement it can check`)
    }
  }
  return { claims, errors }
}

/**
 * The example as a module that checks its claims: each claimed statement becomes
 * `__claim(actual, expected, line)`, line numbers unchanged, with `__claim` imported from `checker`.
 */
export function runnableExample(code: string, checker: string): string {
  const { claims, errors } = exampleClaims(code)
  if (errors.length > 0) throw new Error(errors.join("\n"))
  let result = code
  for (const claim of [...claims].reverse()) {
    const check = `__claim((${claim.actual}), (${claim.expected.replace(/\n/g, " ")}), ${claim.line + 1});`
    result =
      claim.start === claim.end
        ? `${result.slice(0, claim.end)} ${check}${result.slice(claim.end)}`
        : `${result.slice(0, claim.start)}${check}${result.slice(claim.end)}`
  }
  return `import { claim as __claim } from ${JSON.stringify(checker)}; ${result}\n`
}

/** Compiler options of a strict consumer of the package that reads core's sources through `@dealer/source`. */
export const exampleCompilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts"],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  customConditions: ["@dealer/source"],
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  resolveJsonModule: true,
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: true,
  noEmit: true,
  types: ["node"]
}

/**
 * Type-checks every example in one TypeScript program, each as its own virtual module beside the
 * repository's `node_modules` (so `@dealer/core/finance` resolves as a consumer's import would).
 * Returns each example's diagnostics, their lines counted within the example.
 */
export function typeCheckExamples(examples: ReadonlyArray<CoreExample>): ReadonlyArray<ReadonlyArray<string>> {
  const folder = join(repositoryRoot, "architecture/.tsbuild/core-examples-virtual")
  const paths = examples.map((_, index) => join(folder, `example-${index}.ts`))
  const virtual = new Map(paths.map((path, index) => [path, examples[index]!.code]))
  const host = ts.createCompilerHost(exampleCompilerOptions, true)
  const { getSourceFile, fileExists, readFile } = host
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path)
  host.readFile = (path) => virtual.get(path) ?? readFile.call(host, path)
  host.getSourceFile = (path, language, onError, create) => {
    const code = virtual.get(path)
    return code === undefined ? getSourceFile.call(host, path, language, onError, create) : ts.createSourceFile(path, code, language, true)
  }
  const program = ts.createProgram({ rootNames: paths, options: exampleCompilerOptions, host })
  return paths.map((path) => {
    const source = program.getSourceFile(path)!
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
      const line = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line
      return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`
    })
  })
}
