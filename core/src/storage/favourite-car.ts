import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * A car in the locally stored favourites (both documents, section 3 / 9).
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { FavouriteCar } from "@dealer/core/storage"
 *
 * const favourite = decodeOrThrow(FavouriteCar, { id: 1, name: "2022 Toyota Hilux SR5", slug: "2022-toyota-hilux", make: "Toyota", model: "Hilux" }, "favourite")
 */
export const FavouriteCar = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  name: Schema.String,
  slug: Schema.String,
  make: Schema.String,
  model: Schema.String,
  primary_image_url: /* @__PURE__ */ Maybe(Schema.String)
})
export type FavouriteCar = typeof FavouriteCar.Type

/**
 * Whether a car is in the favourites.
 *
 * @example
 * import { isFavourited } from "@dealer/core/storage"
 *
 * isFavourited([{ id: 1 }, { id: 12 }], 12) // => true
 * isFavourited([{ id: 1 }], 12) // => false
 */
export function isFavourited(favourites: ReadonlyArray<Pick<FavouriteCar, "id">>, carId: number): boolean {
  return favourites.some((favourite) => favourite.id === carId)
}

/**
 * Adds a car to the favourites, or removes it when it is already there.
 *
 * @example
 * import { toggleFavourite } from "@dealer/core/storage"
 *
 * const hilux = { id: 1, name: "2022 Toyota Hilux", slug: "2022-toyota-hilux", make: "Toyota", model: "Hilux" }
 * toggleFavourite([], hilux) // => [hilux]
 * toggleFavourite([hilux], hilux) // => []
 */
export function toggleFavourite(
  favourites: ReadonlyArray<FavouriteCar>,
  car: FavouriteCar
): ReadonlyArray<FavouriteCar> {
  return isFavourited(favourites, car.id)
    ? favourites.filter((favourite) => favourite.id !== car.id)
    : [...favourites, car]
}
