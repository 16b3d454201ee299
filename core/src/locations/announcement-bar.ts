import { fillText, type Texts } from "../tenant/texts.ts"

/** The dismissible bar above a vehicle that sits away from the dealer's main yard. */
export interface LocatedAtAnnouncement {
  readonly text: string
  readonly linkText: string
  readonly href: "#vehicle-map"
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The announcement bar of a vehicle page (000 section 4, 001 section 2): `Located at {city}` with a
 * Get Directions link to the vehicle map, shown only when the vehicle's city differs from the
 * city of the primary dealership location. Null when either city is unknown or they match.
 *
 * @example
 * import { locatedAtAnnouncement } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const locations = [{ primary: true, address: { city: "Southport" } }]
 *
 * locatedAtAnnouncement("Robina", locations, defaultTexts)
 * // => { text: "Located at Robina", linkText: "Get Directions", href: "#vehicle-map" }
 */
export function locatedAtAnnouncement(
  vehicleCity: string | null | undefined,
  locations: ReadonlyArray<{ readonly primary: boolean; readonly address: { readonly city?: string | null } }>,
  texts: Pick<Texts, "locatedAt" | "locationGetDirections">
): LocatedAtAnnouncement | null {
  const primaryCity = locations.find((location) => location.primary)?.address.city
  if (!vehicleCity?.trim() || !primaryCity?.trim() || sameCity(vehicleCity, primaryCity)) return null
  return {
    text: fillText(texts.locatedAt, { city: vehicleCity.trim() }),
    linkText: texts.locationGetDirections,
    href: "#vehicle-map"
  }
}
