import type { AnalyticsEvent } from "@dealer/core/analytics"
import { isFavourited, toggleFavourite, type FavouriteCar } from "@dealer/core/storage"
import { useStoredEntry } from "@dealer/react"
import { trackEvent } from "./car-page-services.ts"

/**
 * Saves the car to this site's favourites in local storage, or takes it out again; saving records
 * the favourite's analytics event (39), when given.
 */
export function FavouriteButton({
  car,
  labels,
  event = null
}: {
  readonly car: FavouriteCar
  readonly labels: { readonly save: string; readonly saved: string }
  readonly event?: AnalyticsEvent | null
}) {
  const [favourites, setFavourites] = useStoredEntry("FavouritedCars")
  const saved = isFavourited(favourites, car.id)
  const toggle = () => {
    setFavourites(toggleFavourite(favourites, car))
    // Reporting only: a lost event never undoes the save.
    if (!saved && event) trackEvent(event, car.id).catch((error: unknown) => console.warn("Favourite not recorded", error))
  }
  return (
    <button
      type="button"
      className="button button--outline favourite-button"
      aria-pressed={saved}
      onClick={toggle}
    >
      <span aria-hidden="true">{saved ? "♥" : "♡"}</span> {saved ? labels.saved : labels.save}
    </button>
  )
}
