import { describe, expect, it } from "vitest"
import { takenTenantIds } from "./taken-tenant-ids.ts"

describe("taken tenant ids", () => {
  it("names each later tenant of an id already held, and only those", () => {
    const taken = takenTenantIds([
      { slug: "metro", id: 1 },
      { slug: "chery-south", id: 8 },
      { slug: "copy", id: 8 },
      { slug: "another-copy", id: 8 },
      { slug: "coastal", id: 2 }
    ])
    expect([...taken.keys()]).toEqual(["copy", "another-copy"])
    expect(taken.get("copy")).toEqual({ path: "id", expected: "an id no other tenant has", found: "8 (chery-south's id)", suggestion: null })
    expect(takenTenantIds([{ slug: "a", id: 1 }, { slug: "b", id: 2 }]).size).toBe(0)
  })
})
