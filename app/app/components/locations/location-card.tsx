import type { LocationCardView } from "@dealer/core"
import { useTenant } from "@dealer/react"
import type { ReactNode } from "react"
import { LocationMap } from "./location-map.tsx"
import { LocationPhone } from "./location-phone.tsx"
import { OpeningHoursList } from "./opening-hours-list.tsx"
import { StarRating } from "./star-rating.tsx"

/** The tenant's map tiles, as the dealer locator uses them. */
export interface MapTiles {
  readonly tileUrl: string
  readonly attribution: string
  readonly maxZoom: number
}

export interface LocationCardProps {
  readonly card: LocationCardView
  readonly tiles: MapTiles
  /** The card's own page is its title (`h1`); in a list each card is an `h3` under the section. */
  readonly level: 1 | 3
  /** What the card's page adds under the hours (the holiday hours). */
  readonly children?: ReactNode
}

/**
 * One location (001 section 2): name, rating, address, the masked phone, directions, opening hours
 * and a map; in a list, a link to the location's own page.
 */
export function LocationCard({ card, tiles, level, children }: LocationCardProps) {
  const { texts } = useTenant()
  const Title = level === 1 ? "h1" : "h3"
  const Heading = level === 1 ? "h2" : "h4"
  return (
    <article className="location-card" aria-labelledby={`location-${card.id}-name`}>
      <Title id={`location-${card.id}-name`} className="location-card__name">
        {card.name}
      </Title>
      {card.rating ? <StarRating stars={card.rating} countText={card.rating.countText} /> : null}
      <address className="location-card__address">
        {card.addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {card.phone ? (
        <p className="location-card__phone">
          {texts.locatorPhone}: <LocationPhone phone={card.phone} />
        </p>
      ) : null}
      <p className="location-card__directions">
        <a href={card.directions.href} rel="noopener noreferrer">
          {card.directions.label}
        </a>
      </p>
      {card.hours.length > 0 ? (
        <section className="location-card__hours" aria-labelledby={`location-${card.id}-hours`}>
          <Heading id={`location-${card.id}-hours`}>{texts.locatorOpeningHours}</Heading>
          <OpeningHoursList rows={card.hours} />
        </section>
      ) : null}
      {children}
      <LocationMap
        label={card.map.label}
        loadingText={texts.locatorMapLoading}
        tileUrl={tiles.tileUrl}
        attribution={tiles.attribution}
        zoom={card.map.zoom}
        maxZoom={tiles.maxZoom}
        center={{ lat: card.map.lat, lng: card.map.lng }}
        markers={[{ id: card.id, name: card.name, lat: card.map.lat, lng: card.map.lng }]}
      />
      {level === 3 ? (
        <p className="location-card__more">
          <a href={card.detailHref}>{card.detailLabel}</a>
        </p>
      ) : null}
    </article>
  )
}
