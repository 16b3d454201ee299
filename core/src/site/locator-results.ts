import { openingHoursRows, type OpeningHoursRow, type WeeklyHoursTexts } from "../hours/weekly-hours.ts"
import type { GeoPoint } from "../locations/great-circle-distance.ts"
import type { Location, LocationType } from "../locations/location.ts"
import { locationOpeningHours, locationPhone } from "../locations/location-contact.ts"
import { visibleLocations } from "../locations/location-type-filter.ts"
import { DEFAULT_NEARBY_RADIUS_KM, NEARBY_RADIUS_OPTIONS_KM, nearbyLocations } from "../locations/nearby-locations.ts"
import { formatPhoneNumber, phoneTelHref } from "../locations/phone-number.ts"
import type { LocationsSettings } from "../locations/settings.ts"
import { fillText, type Texts } from "../tenant/texts.ts"

/** One dealership of the locator's results. */
export interface LocatorResultView {
  readonly id: number
  readonly name: string
  readonly distanceText: string
  readonly addressLines: ReadonlyArray<string>
  readonly phone: { readonly text: string; readonly href: string } | null
  /** Empty when the location gave no hours. */
  readonly hours: ReadonlyArray<OpeningHoursRow>
  readonly lat: number
  readonly lng: number
}

/** The results of one location type (sales, service, parts, service and parts, others). */
export interface LocatorResultGroup {
  readonly type: LocationType
  readonly heading: string
  readonly results: ReadonlyArray<LocatorResultView>
}

/** The texts the dealer locator's results show, their opening hours included. */
export type LocatorResultsTexts = WeeklyHoursTexts &
  Pick<
    Texts,
    | "locatorDistance"
    | "locatorTypeSales"
    | "locatorTypeService"
    | "locatorTypeParts"
    | "locatorTypeServiceAndParts"
    | "locatorTypeOther"
  >

const TYPE_ORDER: ReadonlyArray<LocationType> = ["sales", "service", "parts", "service-and-parts", ""]

function typeHeading(type: LocationType, texts: LocatorResultsTexts): string {
  switch (type) {
    case "sales":
      return texts.locatorTypeSales
    case "service":
      return texts.locatorTypeService
    case "parts":
      return texts.locatorTypeParts
    case "service-and-parts":
      return texts.locatorTypeServiceAndParts
    default:
      return texts.locatorTypeOther
  }
}

/** Unknown and unspecified types share the last group. */
const groupOf = (type: LocationType): LocationType => (TYPE_ORDER.includes(type) ? type : "")

/**
 * A radius the locator offers (000 section 9), else the default 50 km: a hand-edited `radius`
 * query never widens or narrows the search to something the picker cannot show.
 *
 * @example
 * import { locatorRadius } from "@dealer/core/site"
 *
 * locatorRadius("100") // => 100
 * locatorRadius("7") // => 50
 */
export function locatorRadius(raw: string | null | undefined): number {
  const km = Number(raw)
  return (NEARBY_RADIUS_OPTIONS_KM as ReadonlyArray<number>).includes(km) ? km : DEFAULT_NEARBY_RADIUS_KM
}

/**
 * The dealer locator's results (000 section 2): the visible locations within `radiusKm` of the
 * place, grouped by location type (sales, service, parts, service and parts, then others), nearest
 * first within a group, each with its distance, address, phone and opening hours.
 *
 * @example
 * import { locatorResultGroups } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant()
 *
 * locatorResultGroups(tenant.locations, { lat: -27.47, long: 153.02 }, 50, tenant.locator, tenant.texts)[0]
 * // { type: "sales", heading: "Sales", results: [{ name: "Metro Mazda Aspley", distanceText: "12 km away", … }] }
 */
export function locatorResultGroups(
  locations: ReadonlyArray<Location>,
  origin: GeoPoint,
  radiusKm: number,
  settings: Pick<LocationsSettings, "mobile_phone_grouping">,
  texts: LocatorResultsTexts
): ReadonlyArray<LocatorResultGroup> {
  const hits = nearbyLocations(visibleLocations(locations), origin, radiusKm)
  return TYPE_ORDER.flatMap((type) => {
    const results = hits
      .filter((hit) => groupOf(hit.location.location_type) === type)
      .map(({ location, distanceKm }): LocatorResultView => {
        const phone = locationPhone(location)
        const entries = locationOpeningHours(location)
        const { street, city, state, postcode } = location.address
        return {
          id: location.id,
          name: location.name,
          distanceText: fillText(texts.locatorDistance, { distance: String(Math.round(distanceKm)) }),
          addressLines: [street?.trim() || null, `${city} ${state} ${postcode}`].filter(
            (line): line is string => line !== null
          ),
          phone: phone === null ? null : { text: formatPhoneNumber(phone, settings.mobile_phone_grouping), href: phoneTelHref(phone) },
          hours: entries.length === 0 ? [] : openingHoursRows(entries, texts),
          lat: location.address.lat,
          lng: location.address.long
        }
      })
    return results.length === 0 ? [] : [{ type, heading: typeHeading(type, texts), results }]
  })
}
