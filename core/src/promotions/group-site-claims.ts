import type { Texts } from "../tenant/texts.ts"

/** A group site's claims: 50+ locations, 40+ brands, 30+ years (stock document, section 1). */
export const groupSiteClaimFigures = { locations: 50, brands: 40, years: 30 } as const

/** One claim as rendered: a figure such as "50+" over its label. */
export interface GroupSiteClaim {
  readonly figure: string
  readonly label: string
}

/**
 * The group site's three claims.
 *
 * @example
 * import { groupSiteClaims } from "@dealer/core/promotions"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * groupSiteClaims(defaultTexts) // => [{ figure: "50+", label: "Locations" }, { figure: "40+", label: "Brands" }, { figure: "30+", label: "Years" }]
 */
export function groupSiteClaims(
  texts: Pick<Texts, "groupClaimLocations" | "groupClaimBrands" | "groupClaimYears">
): ReadonlyArray<GroupSiteClaim> {
  return [
    { figure: `${groupSiteClaimFigures.locations}+`, label: texts.groupClaimLocations },
    { figure: `${groupSiteClaimFigures.brands}+`, label: texts.groupClaimBrands },
    { figure: `${groupSiteClaimFigures.years}+`, label: texts.groupClaimYears }
  ]
}
