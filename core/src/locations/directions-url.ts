import type { Address } from "./location.ts"

const webAddress = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? ""
  return /^https?:\/\/[^\s]+$/i.test(text) ? text : null
}

/**
 * Where a location's Get Directions link goes: upstream's map page (`place_url`) when it is a web
 * address, else Google Maps directions to the location's position (and its place, when known).
 * Anything but http(s) is never linked, so a `javascript:` value cannot become a link.
 *
 * @example
 * import { locationDirectionsUrl } from "@dealer/core/locations"
 *
 * locationDirectionsUrl({ lat: -27.9766, long: 153.3985, place_url: null, place_id: null })
 * // => "https://www.google.com/maps/dir/?api=1&destination=-27.9766%2C153.3985"
 */
export function locationDirectionsUrl(address: Pick<Address, "lat" | "long" | "place_url" | "place_id">): string {
  const given = webAddress(address.place_url)
  if (given !== null) return given
  const placeId = address.place_id?.trim()
  const place = placeId ? `&destination_place_id=${encodeURIComponent(placeId)}` : ""
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${address.lat},${address.long}`)}${place}`
}
