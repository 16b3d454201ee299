import * as Schema from "effect/Schema"

/**
 * A tenant's analytics settings: every "on some tenants" variant of this area as a named field with the
 * specification's default, so no rule compares a slug.
 */
export const AnalyticsSettings = /* @__PURE__ */ Schema.Struct({}).check(
  // An empty struct takes any object; a key here is a mistake, since the area has no setting yet.
  /* @__PURE__ */ Schema.makeFilter((settings: object) => Object.keys(settings).map((key) => ({ path: [key], issue: "unknown key" })))
)
export type AnalyticsSettings = typeof AnalyticsSettings.Type
