import { CarLocationMap, type CarLocationMapData } from "./car-location-map.tsx"

/**
 * Where the car is: the #vehicle-map target of the announcement bar's Get Directions link, with
 * the location's name and address and a map pinning it. The page loads this section after it is
 * interactive, and Leaflet only as the map nears the screen; the map's box is sized by the page's
 * styles from the start, so nothing below it moves.
 */
export function CarLocationSection({
  name,
  address,
  map = null
}: {
  readonly name: string | null
  readonly address: string | null
  readonly map?: CarLocationMapData | null
}) {
  if (!name && !address && !map) return null
  return (
    <section id="vehicle-map" className="car-section car-location" aria-label={name ?? address ?? map?.pin.name}>
      {name ? <h2>{name}</h2> : null}
      {address ? <address>{address}</address> : null}
      {map ? (
        <div className="car-location__map">
          <CarLocationMap map={map} />
        </div>
      ) : null}
    </section>
  )
}
