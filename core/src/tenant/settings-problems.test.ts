import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Location } from "../locations/location.ts"
import { exampleLocation } from "../testing/examples.ts"
import { checkTenantSettings, nearestKey, settingsPath, settingsProblemLine, type SettingsProblem } from "./settings-problems.ts"
import { TenantConfig } from "./tenant-config.ts"

/** A valid settings document with every section written out (the defaults encoded back). */
const location = Schema.encodeSync(Location)(exampleLocation(13, 103, { primary: true })) as Record<string, unknown>
const document = Schema.encodeSync(TenantConfig)(
  Schema.decodeUnknownSync(TenantConfig)({ id: 9, slug: "example-motors", name: "Example Motors", locations: [location] })
) as unknown as Record<string, unknown>

const problemsOf = (input: unknown): ReadonlyArray<SettingsProblem> => {
  const result = checkTenantSettings(input)
  return Result.isFailure(result) ? result.failure : []
}

/** A copy of the document with the value at `path` replaced (or a key added to the object there). */
function changed(path: ReadonlyArray<string | number>, change: (value: unknown) => unknown): unknown {
  const copy = structuredClone(document) as unknown
  if (path.length === 0) return change(copy)
  let parent = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1) as string | number
  parent[last] = change(parent[last])
  return copy
}

type Node = { readonly path: ReadonlyArray<string | number>; readonly value: unknown }

function nodes(value: unknown, path: ReadonlyArray<string | number> = []): ReadonlyArray<Node> {
  const here = [{ path, value }]
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => nodes(item, [...path, index]))]
  if (value !== null && typeof value === "object") return [...here, ...Object.entries(value).flatMap(([key, item]) => nodes(item, [...path, key]))]
  return here
}

// Records keyed by the dealer's own names (lenders, model ids) take any key by design.
const RECORDS = ["finance.lender_summary_rules", "models.discover_by_model_id"]
const objects = nodes(document).filter(
  (node) => node.value !== null && typeof node.value === "object" && !Array.isArray(node.value) && !RECORDS.includes(settingsPath(node.path))
)
const leaves = nodes(document).filter((node) => ["number", "string", "boolean"].includes(typeof node.value))

describe("a tenant's settings, checked strictly", () => {
  it("accepts a complete valid document, and one naming its JSON Schema", () => {
    expect(problemsOf(document)).toEqual([])
    expect(problemsOf({ $schema: "../tenant.schema.json", $comment: "Coastal Kia", ...document })).toEqual([])
    expect(objects.length).toBeGreaterThan(20)
    expect(leaves.length).toBeGreaterThan(50)
  })

  it("names a misspelt key with the key it most likely meant (the three reported mistakes)", () => {
    expect(problemsOf({ ...document, finance: { loan_amount_mx: 150000 } })).toEqual([
      { path: "finance.loan_amount_mx", expected: "unknown key", found: "150000", suggestion: "loan_amount_max" }
    ])
    expect(problemsOf({ ...document, texts: { noPrise: "Call us" } })).toEqual([
      { path: "texts.noPrise", expected: "unknown key", found: '"Call us"', suggestion: "noPrice" }
    ])
    expect(problemsOf({ ...document, finance: { loan_amount_min: "5000" } })).toEqual([
      { path: "finance.loan_amount_min", expected: "Expected number", found: '"5000"', suggestion: null }
    ])
  })

  it("names a missing postcode and crossed interest bounds", () => {
    const { postcode: _postcode, ...address } = (location["address"] ?? {}) as Record<string, unknown>
    expect(problemsOf({ ...document, locations: [{ ...location, address }] })).toEqual([
      { path: "locations[0].address.postcode", expected: "Missing key", found: "(missing)", suggestion: null }
    ])
    const [crossed] = problemsOf({ ...document, finance: { interest_min: 12, interest_max: 8 } })
    expect(crossed?.path).toBe("finance.interest_min")
    expect(crossed?.expected).toContain("interest_max")
  })

  it.each(objects.map((node) => [settingsPath(node.path) || "(top level)", node] as const))(
    "refuses an unknown key in %s, naming its path",
    (_where, node) => {
      const problems = problemsOf(changed(node.path, (value) => ({ ...(value as object), zz_not_a_setting: 1 })))
      expect(problems).toEqual([
        { path: settingsPath([...node.path, "zz_not_a_setting"]), expected: "unknown key", found: "1", suggestion: null }
      ])
    }
  )

  it.each(objects.filter((node) => Object.keys(node.value as object).some((key) => key.length >= 5)).map((node) => [settingsPath(node.path) || "(top level)", node] as const))(
    "suggests the known key for a misspelling in %s",
    (_where, node) => {
      const key = Object.keys(node.value as object).find((candidate) => candidate.length >= 5) as string
      const misspelt = `${key.slice(0, 2)}${key.slice(3)}`
      const problems = problemsOf(changed(node.path, (value) => ({ ...(value as object), [misspelt]: true })))
      expect(problems.map((problem) => [problem.path, problem.suggestion])).toEqual([[settingsPath([...node.path, misspelt]), key]])
    }
  )

  it.each(leaves.map((node) => [settingsPath(node.path), node] as const))("refuses a value of the wrong type at %s", (_where, node) => {
    const wrong = typeof node.value === "string" ? 5 : "5"
    const problems = problemsOf(changed(node.path, () => wrong))
    expect(problems.map((problem) => problem.path)).toContain(settingsPath(node.path))
  })

  it.each([
    ["include_sold_cars_days", { include_sold_cars_days: -1 }],
    ["stock.just_arrived_days", { stock: { just_arrived_days: 1.5 } }],
    ["slug", { slug: "Not A Slug" }],
    ["name", { name: "" }]
  ])("refuses an out-of-range value at %s", (path, change) => {
    expect(problemsOf({ ...document, ...change }).map((problem) => problem.path)).toEqual([path])
  })

  it("names a home section of an unknown kind by its tag, with the kinds it could be", () => {
    const [problem] = problemsOf({ ...document, home: { sections: [{ type: "heroo" }] } })
    expect(problem).toMatchObject({ path: "home.sections[0].type", found: '"heroo"', suggestion: "hero" })
    expect(problem?.expected).toContain('"quick_search"')
  })

  it("writes each problem as one line of the report", () => {
    expect(
      settingsProblemLine({ path: "finance.loan_amount_mx", expected: "unknown key", found: "150000", suggestion: "loan_amount_max" })
    ).toBe("finance.loan_amount_mx: unknown key (did you mean loan_amount_max?); found 150000")
    expect(nearestKey("colour", ["price", "name"])).toBeNull()
  })
})
