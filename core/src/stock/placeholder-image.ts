import type { Car } from "./car.ts"
import { vehicleType } from "./vehicle-type.ts"

/**
 * The pictures the site draws for a vehicle without a photo (`/images/placeholder/{shape}.svg`):
 * six car bodies, a caravan, a motorcycle, and a plain vehicle for any other kind.
 */
export const PLACEHOLDER_SHAPES = ["hatch", "sedan", "suv", "ute", "van", "wagon", "caravan", "motorcycle", "vehicle"] as const
/** The shape of the image that stands in for a car without photos. */
export type PlaceholderShape = (typeof PLACEHOLDER_SHAPES)[number]

/** Where the site serves its placeholder pictures. */
export const PLACEHOLDER_IMAGE_PATH = "/images/placeholder"

// Kinds and bodies by their telling words, first match wins: a "Cab Chassis" is drawn as a ute,
// a "People Mover" or a campervan as a van, a "Camper Trailer" as a caravan.
const SHAPE_WORDS: ReadonlyArray<readonly [RegExp, PlaceholderShape]> = [
  [/motor ?(cycle|bike)|scooter|trail ?bike|\bbike\b/, "motorcycle"],
  [/caravan|camper(?!van)|camper trailer|pop ?top|fifth wheel/, "caravan"],
  [/\bute\b|utility|cab ?chassis|pick ?up|tray/, "ute"],
  [/\bsuv\b|4x4|crossover|off ?road/, "suv"],
  [/wagon|estate/, "wagon"],
  [/hatch/, "hatch"],
  [/sedan|saloon|coupe|convertible|cabriolet|roadster|liftback/, "sedan"],
  [/\bvan\b|people ?mover|minibus|\bbus\b|motorhome|campervan/, "van"]
]

const shapeOf = (text: string | null | undefined): PlaceholderShape | null => {
  const words = text?.trim().toLowerCase()
  return words ? (SHAPE_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? null) : null
}

type PlaceholderCar = Pick<Car, "item_type" | "simple_body" | "body">

/**
 * The picture that stands in for a vehicle's photo: its kind first (a motorcycle is never drawn as
 * a car, whatever its body says), then its body; a car of an unknown body is drawn as a sedan, any
 * other kind of unknown shape as a plain vehicle.
 *
 * @example
 * import { placeholderShape } from "@dealer/core/stock"
 *
 * placeholderShape({ item_type: "motorcycle", simple_body: null, body: null }) // => "motorcycle"
 * placeholderShape({ item_type: "car", simple_body: "Cab Chassis", body: null }) // => "ute"
 * placeholderShape({ item_type: "truck", simple_body: null, body: null }) // => "vehicle"
 */
export function placeholderShape(car: PlaceholderCar): PlaceholderShape {
  const kind = vehicleType(car)
  const kindShape = kind === "car" ? null : shapeOf(kind)
  if (kindShape === "motorcycle" || kindShape === "caravan") return kindShape
  return shapeOf(car.simple_body) ?? shapeOf(car.body) ?? kindShape ?? (kind === "car" ? "sedan" : "vehicle")
}

/**
 * The site address of a vehicle's placeholder picture, painted in its colour.
 *
 * @example
 * import { placeholderImageUrl } from "@dealer/core/stock"
 *
 * placeholderImageUrl({ item_type: "motorcycle", simple_body: "Motorcycle", body: null, colour: "Racing Blue" })
 * // => "/images/placeholder/motorcycle.svg?colour=Racing%20Blue"
 */
export function placeholderImageUrl(car: PlaceholderCar & Pick<Car, "colour">): string {
  const colour = car.colour?.trim()
  const path = `${PLACEHOLDER_IMAGE_PATH}/${placeholderShape(car)}.svg`
  return colour ? `${path}?colour=${encodeURIComponent(colour)}` : path
}

/**
 * A vehicle's own photo (the primary image, else its first), or `null` when it has none.
 *
 * @example
 * import { carPhotoUrl } from "@dealer/core/stock"
 *
 * carPhotoUrl({ primary_image_url: null, images: [{ image_url: "/a.jpg", thumb_url: null }] }) // => "/a.jpg"
 */
export function carPhotoUrl(car: Pick<Car, "primary_image_url" | "images">): string | null {
  return car.primary_image_url || car.images?.[0]?.image_url || null
}

/**
 * The picture a card shows: the vehicle's photo, else its placeholder, so no card is blank.
 *
 * @example
 * import { cardImageUrl } from "@dealer/core/stock"
 *
 * cardImageUrl({ primary_image_url: null, images: [], item_type: "caravan", simple_body: null, body: null, colour: "White" })
 * // => "/images/placeholder/caravan.svg?colour=White"
 */
export function cardImageUrl(
  car: Pick<Car, "primary_image_url" | "images" | "colour"> & PlaceholderCar
): string {
  return carPhotoUrl(car) ?? placeholderImageUrl(car)
}
