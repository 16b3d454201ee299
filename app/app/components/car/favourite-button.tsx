import { isFavourited, toggleFavourite, type FavouriteCar } from "@dealer/core/storage"
import { useStoredEntry } from "@dealer/react"

/** Saves the car to this site's favourites in local storage, or takes it out again. */
export function FavouriteButton({
  car,
  labels
}: {
  readonly car: FavouriteCar
  readonly labels: { readonly save: string; readonly saved: string }
}) {
  const [favourites, setFavourites] = useStoredEntry("FavouritedCars")
  const saved = isFavourited(favourites, car.id)
  return (
    <button
      type="button"
      className="button button--outline favourite-button"
      aria-pressed={saved}
      onClick={() => setFavourites(toggleFavourite(favourites, car))}
    >
      <span aria-hidden="true">{saved ? "♥" : "♡"}</span> {saved ? labels.saved : labels.save}
    </button>
  )
}
