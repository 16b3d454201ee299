import type { WatchlistControl } from "@dealer/core/session"

/**
 * A car's save-to-watchlist toggle: `aria-pressed` says whether the car is saved; it is busy while
 * its call runs and absent for a sold car that is not saved.
 *
 * @example
 * <WatchlistSaveButton control={watchlist.control({ id: car.id, name: car.name, available })} className="save" />
 */
export function WatchlistSaveButton({
  control,
  className
}: {
  readonly control: WatchlistControl
  readonly className?: string
}) {
  if (!control.shown) return null
  return (
    <button
      type="button"
      aria-pressed={control.saved}
      aria-busy={control.busy}
      onClick={control.toggle}
      className={className}
    >
      {control.label}
    </button>
  )
}
