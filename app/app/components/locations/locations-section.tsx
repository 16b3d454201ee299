import type { LocationListView } from "@dealer/core"
import { useTenant } from "@dealer/react"
import { LocationCard, type MapTiles } from "./location-card.tsx"
import { LocationMap } from "./location-map.tsx"

/**
 * The locations section (001 section 2): `N Big Locations` or `Find Us Here`, a map of the sales
 * locations, and the cards as a carousel on small screens (a swipe hint with 3 or fewer, hidden
 * on large screens) and a grid on large ones (wider cards with more than 4).
 */
export function LocationsSection({ list, tiles }: { readonly list: LocationListView; readonly tiles: MapTiles }) {
  const { texts } = useTenant()
  const listClass = list.layout.wide ? "location-cards location-cards--wide" : "location-cards"
  return (
    <section className="locations-section" aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="locations-section__heading">
        {list.heading}
      </h2>
      {list.map ? (
        <LocationMap
          label={list.map.label}
          loadingText={texts.locatorMapLoading}
          tileUrl={tiles.tileUrl}
          attribution={tiles.attribution}
          zoom={list.map.zoom}
          maxZoom={tiles.maxZoom}
          center={list.map.center}
          markers={list.map.markers}
        />
      ) : null}
      {list.layout.showSwipeHint ? <p className="locations-section__swipe-hint">{list.swipeHint}</p> : null}
      <ul className={listClass}>
        {list.cards.map((card) => (
          <li key={card.id} className="location-cards__item">
            <LocationCard card={card} tiles={tiles} level={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
