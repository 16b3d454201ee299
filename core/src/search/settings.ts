import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

/**
 * How a facet's values are picked (section 2, "Facet filter selectors may be dropdown, select or
 * menu"): `menu` a disclosure of toggle links, `dropdown` a collapsed panel of checkboxes applied
 * together, `select` a single-choice list. Each is a plain link or GET form, so the URL stays the state.
 */
export const FACET_SELECTORS = ["menu", "dropdown", "select"] as const
/** How a search filter's choices show: a menu, a dropdown or a select. */
export type FacetSelector = (typeof FACET_SELECTORS)[number]

/**
 * A tenant's search settings: every "on some tenants" variant of stock search as a named field
 * with the specification's default. (Lowest-price-first needing a price is the stock section's
 * `price_ascending_requires_price`, beside the other visibility rules.)
 */
export const SearchSettings = /* @__PURE__ */ Schema.Struct({
  /** New and demo stock merge in search filters (section 5): one "new" value selects and counts both. */
  merge_new_and_demo: /* @__PURE__ */ withDefault(Schema.Boolean, false),
  /** How the listing's facets (other than the make list) pick their values. */
  facet_selector: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(FACET_SELECTORS), "menu"),
  /**
   * What the site's stock is, as a car's `item_type` names it (`caravan`, `motorcycle`; `vehicle`
   * for a mix), for the listing's words when its results do not tell (no results).
   */
  vehicle_kind: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^[a-z][a-z ]*$/)), "car")
})
export type SearchSettings = typeof SearchSettings.Type
