import { fillText, SITE_PATHS, toggleFavourite, type ShopperSession, type WatchlistEntry } from "@dealer/core"
import { useStoredEntry, useTenant, useWatchlist, WatchlistSaveButton } from "@dealer/react"
import { Form } from "react-router"
import { SavedCarItem } from "./saved-car-item.tsx"
import { watchlistServices } from "./watchlist-services.ts"

/**
 * The favourites of this site's local storage: each car with Remove, a compare choice and the
 * watchlist save control; the chosen cars open side by side on /compare.
 */
export function FavouritesList({
  session,
  watchlist
}: {
  readonly session: ShopperSession
  readonly watchlist: ReadonlyArray<WatchlistEntry>
}) {
  const { texts } = useTenant()
  const [favourites, setFavourites] = useStoredEntry("FavouritedCars")
  const saving = useWatchlist(
    { session, currentPage: SITE_PATHS.favourites, entries: watchlist, watchlistHref: SITE_PATHS.watchlist },
    watchlistServices
  )
  if (favourites.length === 0) return <p className="saved__empty">{texts.savedFavouritesEmpty}</p>
  return (
    <>
      <ul className="saved__list" aria-label={texts.savedFavouritesTitle}>
        {favourites.map((car) => (
          <SavedCarItem key={car.id} title={car.name} href={`/cars/${encodeURIComponent(car.slug)}`} imageUrl={car.primary_image_url ?? null}>
            <label className="saved-car__compare">
              <input type="checkbox" name="car" value={car.id} form="compare-form" />
              {fillText(texts.savedCompareChoose, { name: car.name })}
            </label>
            <WatchlistSaveButton
              control={saving.control({ id: car.id, name: car.name, available: true })}
              className="button button--quiet"
            />
            <button
              type="button"
              className="button button--quiet"
              aria-label={fillText(texts.savedRemoveCar, { name: car.name })}
              onClick={() => setFavourites(toggleFavourite(favourites, car))}
            >
              {texts.savedRemove}
            </button>
          </SavedCarItem>
        ))}
      </ul>
      <Form method="get" action={SITE_PATHS.compare} id="compare-form" className="saved__compare">
        <p className="muted">{texts.savedCompareHint}</p>
        <button type="submit" className="button">
          {texts.savedCompareButton}
        </button>
      </Form>
    </>
  )
}
