import type { HomeLocationsView } from "@dealer/core"

/** The locations: each with today's hours, whether it is open now, a tap-to-call number and directions. */
export function HomeLocations({ locations, id }: { readonly locations: HomeLocationsView; readonly id: string }) {
  const headingId = `${id}-heading`
  return (
    <section className="home-locations home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__heading">
        {locations.heading}
      </h2>
      <ul className="home-locations__list">
        {locations.locations.map((location) => (
          <li key={location.id} className="home-location" data-location={location.id}>
            <h3 className="home-location__name">
              <a href={location.href}>{location.name}</a>
            </h3>
            <address className="home-location__address">
              {location.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            {location.today ? (
              <p className={`home-location__today${location.today.closed ? " home-location__today--closed" : ""}`}>
                <span className={`home-location__status${location.today.openNow ? " home-location__status--open" : ""}`}>
                  {location.today.status}
                </span>{" "}
                {location.today.text}
              </p>
            ) : null}
            <p className="home-location__actions">
              {location.phone ? (
                <a className="home-location__call" href={location.phone.telHref}>
                  {location.phone.label}
                </a>
              ) : null}
              <a className="home-location__directions" href={location.directions.href} rel="noopener noreferrer">
                {location.directions.label}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
