import { createLocalityGeocoder } from "@dealer/geo"
import type { DealershipPlace, TenantConfig } from "@dealer/core"
import { measure, measureOnce, type Row } from "../measure.ts"

// What shoppers type into "Postcode, city or dealership name", a keystroke at a time.
const TYPED = [
  "4",
  "40",
  "400",
  "4000",
  "b",
  "br",
  "bri",
  "bris",
  "brisbane",
  "par",
  "parramatta",
  "spring hill",
  "toy",
  "metro",
  "richmond 3",
  "gold coast",
  "syd",
  "melb",
  "dandenong",
  "penr"
]

/** The geocoder: loading the data set, a postcode lookup, and place suggestions as they are typed. */
export async function benchGeocoder(config: TenantConfig): Promise<ReadonlyArray<Row>> {
  const geocoder = createLocalityGeocoder()
  const dealerships: DealershipPlace[] = config.locations.map((location) => ({
    name: location.name,
    locationId: location.id,
    dealershipId: location.dealership_id,
    slug: location.slug,
    lat: location.address.lat,
    lng: location.address.long
  }))
  const loaded = await measureOnce("geocoder: read and index 18,545 localities", () => geocoder.postcodePlace("4000"))
  let next = 0
  const suggest = await measure(
    "geocoder: place suggestions (p95 target 1 ms)",
    () => geocoder.suggest(TYPED[next++ % TYPED.length]!, { dealerships }),
    {
      iterations: 5_000,
      warmup: 500
    }
  )
  const lookup = await measure(
    "geocoder: postcode to coordinates",
    () => geocoder.postcodePlace(String(2000 + (next++ % 3000))),
    {
      iterations: 5_000,
      warmup: 500
    }
  )
  return [loaded.row, suggest, lookup]
}
