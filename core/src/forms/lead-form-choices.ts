import type { Location } from "../locations/location.ts"
import type { SelectChoice } from "./select-choice.ts"

/** The select options and home dealership a tenant's lead forms offer. */
export interface LeadFormChoices {
  /** The visible locations, by id (the location select and the test drive's location). */
  readonly locations: ReadonlyArray<SelectChoice>
  /** One option per dealership, by slug ('Select a Preferred Dealership'). */
  readonly dealerships: ReadonlyArray<SelectChoice>
  /** The dealership of a lead not about a car: the primary location's, else the first's. */
  readonly dealershipId: number | null
}

type ChoiceLocation = Pick<Location, "id" | "name" | "visible" | "primary" | "dealership_id" | "dealership_slug">

/**
 * The options of a tenant's lead forms: its visible locations, its dealerships (one option each,
 * named after their first location), and the dealership a lead without a car goes to.
 *
 * @example
 * import { leadFormChoices } from "@dealer/core/forms"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * leadFormChoices(tenant.locations).dealerships.length // 2 for a group with two dealerships
 */
export function leadFormChoices(locations: ReadonlyArray<ChoiceLocation>): LeadFormChoices {
  const visible = locations.filter((location) => location.visible)
  const dealerships = new Map<string, string>()
  for (const location of visible) if (!dealerships.has(location.dealership_slug)) dealerships.set(location.dealership_slug, location.name)
  const home = visible.find((location) => location.primary) ?? visible[0]
  return {
    locations: visible.map((location) => ({ value: String(location.id), label: location.name })),
    dealerships: [...dealerships].map(([value, label]) => ({ value, label })),
    dealershipId: home?.dealership_id ?? null
  }
}
