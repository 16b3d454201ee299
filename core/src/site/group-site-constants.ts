// Apart from the settings' schemas, so the site frame can use them without loading Effect.

/** The kinds of brand a group's brand grid lists (section 2: "car, motorcycle, truck and group brands"). */
export const GROUP_BRAND_KINDS = ["car", "motorcycle", "truck", "group"] as const
/** The kind of brand tile a dealer group shows: car, motorcycle, truck or the group itself. */
export type GroupBrandKind = (typeof GROUP_BRAND_KINDS)[number]

/** The group-site fixed pages of the routes table; a tenant serves only those it configures. */
export const GROUP_FIXED_PATHS = [
  "/twg-cars",
  "/twg-rental",
  "/twg-tyres",
  "/finance-and-insurance",
  "/neotek",
  "/4x4-outdoor"
] as const
/** The path of one of a dealer group site's fixed pages. */
export type GroupFixedPath = (typeof GROUP_FIXED_PATHS)[number]
