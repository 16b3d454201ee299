import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import * as SchemaIssue from "effect/SchemaIssue"
import { TenantConfig } from "./tenant-config.ts"

/** One mistake in a tenant's settings: where, what was expected, what was found. */
export interface SettingsProblem {
  /** The key's path, dotted, with list positions in brackets: `locations[0].address.postcode`. */
  readonly path: string
  /** What the schema expected there, e.g. "Expected number", or "unknown key". */
  readonly expected: string
  /** The value found there, as JSON; `(missing)` for a required key left out. */
  readonly found: string
  /** The known key nearest a misspelt one, e.g. `loan_amount_max` for `loan_amount_mx`. */
  readonly suggestion: string | null
}

/** Keys a settings document may carry for editors: the JSON Schema it names, and notes. */
const EDITOR_KEYS = ["$schema", "$comment"]

const formatStandard = /* @__PURE__ */ SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * A path as people read it: `finance.loan_amount_max`, `locations[0].address`.
 *
 * @example
 * import { settingsPath } from "@dealer/core/tenant"
 *
 * settingsPath(["locations", 0, "address"]) // => "locations[0].address"
 */
export function settingsPath(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("")
}

/** Edit distance between two keys (insertions, deletions, substitutions, and swaps of neighbours). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[]
      const above = rows[i - 1] as number[]
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1)
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number
}

/**
 * The known key a misspelt one most likely meant: the nearest within a third of its length (at
 * least 2 edits), or null when none is that near.
 *
 * @example
 * import { nearestKey } from "@dealer/core/tenant"
 *
 * nearestKey("loan_amount_mx", ["loan_amount_min", "loan_amount_max"]) // => "loan_amount_max"
 * nearestKey("colour", ["price"]) // => null
 */
export function nearestKey(key: string, known: ReadonlyArray<string>): string | null {
  const limit = Math.max(2, Math.floor(key.length / 3))
  let best: { key: string; distance: number } | null = null
  for (const candidate of known) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase())
    if (d <= limit && (best === null || d < best.distance)) best = { key: candidate, distance: d }
  }
  return best?.key ?? null
}

/** The struct's own keys an unexpected key sits beside. */
function knownKeys(ast: SchemaAST.AST): ReadonlyArray<string> {
  return SchemaAST.isObjects(ast) ? ast.propertySignatures.map((property) => String(property.name)) : []
}

/** A tagged union's tag key and the kinds it knows, e.g. `type`: hero, reviews... */
interface UnionKinds {
  readonly key: string
  readonly kinds: ReadonlyArray<string>
}

/** The tag of a union of structs whose members each fix one key to a literal (`type: "hero"`). */
function unionKinds(ast: SchemaAST.Union): UnionKinds | null {
  const tags = ast.types.map((member) =>
    SchemaAST.isObjects(member)
      ? member.propertySignatures.flatMap((property) =>
          SchemaAST.isLiteral(property.type) ? [{ key: String(property.name), kind: String(property.type.literal) }] : []
        )
      : []
  )
  const key = tags[0]?.[0]?.key
  if (key === undefined || tags.some((member) => !member.some((tag) => tag.key === key))) return null
  return { key, kinds: tags.map((member) => member.find((tag) => tag.key === key)?.kind ?? "") }
}

/** What an issue tree says beyond its messages: unexpected keys' neighbours, unions' kinds. */
interface IssueDetails {
  readonly unexpected: Map<string, ReadonlyArray<string>>
  readonly unions: Map<string, UnionKinds>
}

function collectDetails(issue: SchemaIssue.Issue, path: ReadonlyArray<PropertyKey>, details: IssueDetails): void {
  switch (issue._tag) {
    case "Pointer":
      return collectDetails(issue.issue, [...path, ...issue.path], details)
    case "UnexpectedKey":
      details.unexpected.set(settingsPath(path), knownKeys(issue.ast))
      return
    case "AnyOf": {
      const kinds = unionKinds(issue.ast)
      if (kinds) details.unions.set(settingsPath(path), kinds)
      for (const inner of issue.issues) collectDetails(inner, path, details)
      return
    }
    case "Composite":
      for (const inner of issue.issues) collectDetails(inner, path, details)
      return
    case "Filter":
    case "Encoding":
      return collectDetails(issue.issue, path, details)
    default:
      return
  }
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): { readonly present: boolean; readonly value: unknown } {
  let here: unknown = input
  for (const key of path) {
    if (here === null || typeof here !== "object" || !Object.prototype.hasOwnProperty.call(here, key)) return { present: false, value: undefined }
    here = (here as Record<PropertyKey, unknown>)[key]
  }
  return { present: true, value: here }
}

function shown(value: unknown): string {
  const text = JSON.stringify(value)
  if (text === undefined) return String(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/** Drops the keys editors use (`$schema`, `$comment`) from the document's top level. */
function withoutEditorKeys(input: unknown): unknown {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return input
  return Object.fromEntries(Object.entries(input).filter(([key]) => !EDITOR_KEYS.includes(key)))
}

/**
 * Decodes a tenant's settings document strictly: every key must be one core knows, at every depth
 * (texts included), and every value of its type and within its bounds. On failure, every problem
 * with its path, what was expected, the value found and, for a misspelt key, the nearest known key.
 * A document may name its JSON Schema (`$schema`) and carry a note (`$comment`) at the top.
 *
 * @example
 * import { checkTenantSettings } from "@dealer/core/tenant"
 *
 * const settings = { id: 9, slug: "acme", name: "Acme Motors", locations: [] }
 * const checked = checkTenantSettings({ ...settings, finance: { loan_amount_mx: 150000 } })
 * checked._tag === "Failure" && checked.failure[0]?.suggestion // => "loan_amount_max"
 */
export function checkTenantSettings(input: unknown): Result.Result<TenantConfig, ReadonlyArray<SettingsProblem>> {
  const document = withoutEditorKeys(input)
  const decoded = Schema.decodeUnknownResult(TenantConfig)(document, { errors: "all", onExcessProperty: "error" })
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success)
  const details: IssueDetails = { unexpected: new Map(), unions: new Map() }
  collectDetails(decoded.failure.issue, [], details)
  const problems = formatStandard(decoded.failure.issue).issues.map((issue): SettingsProblem => {
    const keys = (issue.path ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment))
    const path = settingsPath(keys)
    const at = valueAt(document, keys)
    const known = details.unexpected.get(path)
    const union = details.unions.get(path)
    const tag = union ? valueAt(document, [...keys, union.key]) : null
    // A member of a tagged union whose tag is not a known kind: the tag is the mistake.
    if (union && tag && !union.kinds.includes(tag.value as string)) {
      return {
        path: settingsPath([...keys, union.key]),
        expected: `one of ${union.kinds.map((kind) => JSON.stringify(kind)).join(", ")}`,
        found: tag.present ? shown(tag.value) : "(missing)",
        suggestion: typeof tag.value === "string" ? nearestKey(tag.value, union.kinds) : null
      }
    }
    const key = keys.at(-1)
    return {
      path: path === "" ? "(document)" : path,
      expected: known ? "unknown key" : issue.message,
      found: at.present ? shown(at.value) : "(missing)",
      suggestion: known && typeof key === "string" ? nearestKey(key, known) : null
    }
  })
  return Result.fail(problems)
}

/**
 * One problem as a line of the check command's report and the site's log.
 *
 * @example
 * import { settingsProblemLine } from "@dealer/core/tenant"
 *
 * settingsProblemLine({ path: "finance.loan_amount_mx", expected: "unknown key", found: "150000", suggestion: "loan_amount_max" })
 * // => "finance.loan_amount_mx: unknown key (did you mean loan_amount_max?); found 150000"
 */
export function settingsProblemLine(problem: SettingsProblem): string {
  const hint = problem.suggestion ? ` (did you mean ${problem.suggestion}?)` : ""
  return `${problem.path}: ${problem.expected}${hint}; found ${problem.found}`
}
