import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"
import { DiscoverByModelId } from "./discover.ts"
import { Model } from "./model.ts"
import { OwnerBenefit } from "./owner-benefit.ts"

/** The plain model page (colour picker), or the brand-specific layout of one manufacturer. */
export const MODEL_PAGE_LAYOUTS = ["colour-picker", "brand"] as const

/**
 * A tenant's models settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const ModelsSettings = /* @__PURE__ */ Schema.Struct({
  /** The 'Discover' cross-sell cards of each model page, keyed by model id; none by default. */
  discover_by_model_id: /* @__PURE__ */ withDefault(DiscoverByModelId, {}),
  /** The driver assistance systems the brand model page lists (the specification's brand has 18). */
  driver_assistance_systems: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Schema.NonEmptyString), []),
  /** The models the site has a page for at /models/{slug}; none by default. */
  catalogue: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(Model), []),
  /** Which model page layout the site uses (the specification's brand has its own). */
  page_layout: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Literals(MODEL_PAGE_LAYOUTS), "colour-picker"),
  /** The owner benefit cards of the brand model page. */
  owner_benefits: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.Array(OwnerBenefit), [])
})
export type ModelsSettings = typeof ModelsSettings.Type
