import type { AnnouncementBarApi } from "@dealer/core/locations"

/**
 * The dismissible 'Located at {city}' bar with its Get Directions link to the vehicle map.
 *
 * @example
 * <AnnouncementBar bar={useAnnouncementBar({ vehicleCity: car.city })} className="announcement" />
 */
export function AnnouncementBar({ bar, className }: { readonly bar: AnnouncementBarApi; readonly className?: string }) {
  if (!bar.visible) return null
  return (
    <aside className={className} aria-label={bar.text}>
      <span>{bar.text}</span> <a href={bar.href}>{bar.linkText}</a>
      <button type="button" onClick={bar.dismiss} aria-label={bar.dismissLabel}>
        ×
      </button>
    </aside>
  )
}
