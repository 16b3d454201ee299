import type { OpeningHoursRow } from "@dealer/core"

/** A location's week: one row per day or for the Mon-Fri run, with its hours or Closed. */
export function OpeningHoursList({ rows }: { readonly rows: ReadonlyArray<OpeningHoursRow> }) {
  return (
    <dl className="opening-hours">
      {rows.map((row) => (
        <div key={row.days} className={row.closed ? "opening-hours__row opening-hours__row--closed" : "opening-hours__row"}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  )
}
