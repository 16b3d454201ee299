import { describe, expect, it } from "vitest"
import { leadFormChoices } from "./lead-form-choices.ts"

const location = (id: number, dealership: string, extra: { visible?: boolean; primary?: boolean } = {}) => ({
  id,
  name: `Yard ${id}`,
  visible: extra.visible ?? true,
  primary: extra.primary ?? false,
  dealership_id: id * 10,
  dealership_slug: dealership
})

describe("leadFormChoices", () => {
  it("offers visible locations and one option per dealership, homed on the primary location", () => {
    const choices = leadFormChoices([
      location(1, "north"),
      location(2, "north", { primary: true }),
      location(3, "south"),
      location(4, "west", { visible: false })
    ])
    expect(choices.locations.map((choice) => choice.value)).toEqual(["1", "2", "3"])
    expect(choices.dealerships).toEqual([
      { value: "north", label: "Yard 1" },
      { value: "south", label: "Yard 3" }
    ])
    expect(choices.dealershipId).toBe(20)
  })

  it("has no home dealership without a visible location", () => {
    expect(leadFormChoices([location(4, "west", { visible: false })])).toEqual({ locations: [], dealerships: [], dealershipId: null })
  })
})
