import type { LocationDetailView } from "@dealer/core"
import { Dialog } from "@dealer/react"
import { useState } from "react"
import { useHydrated } from "../enquiry/use-hydrated.ts"

type HolidayHoursView = NonNullable<LocationDetailView["holidayHours"]>

function HolidayHoursTable({ holidayHours }: { readonly holidayHours: HolidayHoursView }) {
  return (
    <dl className="holiday-hours__list">
      {holidayHours.rows.map((row) => (
        <div key={row.date} className={row.closed ? "opening-hours__row opening-hours__row--closed" : "opening-hours__row"}>
          <dt>{row.dateLabel}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The View Holiday Hours button and its dialog (001 section 2). Without JavaScript the same list
 * sits in a details element the button's words open, so every visitor can read it.
 */
export function HolidayHours({ holidayHours }: { readonly holidayHours: HolidayHoursView }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  if (!hydrated) {
    return (
      <details className="holiday-hours">
        <summary className="holiday-hours__open">{holidayHours.openLabel}</summary>
        <h3 className="holiday-hours__title">{holidayHours.title}</h3>
        <HolidayHoursTable holidayHours={holidayHours} />
      </details>
    )
  }
  return (
    <div className="holiday-hours">
      <button type="button" className="holiday-hours__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {holidayHours.openLabel}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={holidayHours.title}
        closeLabel={holidayHours.closeLabel}
        className="dialog holiday-hours__dialog"
      >
        <HolidayHoursTable holidayHours={holidayHours} />
      </Dialog>
    </div>
  )
}
