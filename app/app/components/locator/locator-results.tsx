import type { LocatorResultGroup } from "@dealer/core"
import { useTenant } from "@dealer/react"

/** The locator's results, one section per location type, each dealership as a card. */
export function LocatorResults({ groups }: { readonly groups: ReadonlyArray<LocatorResultGroup> }) {
  const { texts } = useTenant()
  return (
    <>
      {groups.map((group) => (
        <section key={group.type} className="locator-group" aria-labelledby={`locator-group-${group.type || "other"}`}>
          <h3 id={`locator-group-${group.type || "other"}`} className="locator-group__heading">
            {group.heading}
          </h3>
          <ul className="locator-group__list">
            {group.results.map((result) => (
              <li key={result.id} className="locator-card">
                <h4 className="locator-card__name">{result.name}</h4>
                <p className="locator-card__distance">{result.distanceText}</p>
                <address className="locator-card__address">
                  {result.addressLines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                {result.phone && (
                  <p className="locator-card__phone">
                    {texts.locatorPhone}: <a href={result.phone.href}>{result.phone.text}</a>
                  </p>
                )}
                {result.hours.length > 0 && (
                  <details className="locator-card__hours">
                    <summary>{texts.locatorOpeningHours}</summary>
                    <dl>
                      {result.hours.map((row) => (
                        <div key={row.days}>
                          <dt>{row.days}</dt>
                          <dd>{row.hours}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
