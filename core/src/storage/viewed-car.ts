import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/** How many viewed cars a browser keeps. */
export const VIEWED_CARS_MAX = 20

/**
 * A car the shopper viewed, stored locally (both documents, section 3 / 9). Besides the spec's
 * fields the site keeps the car's `slug`, so the list links back to its page; entries stored
 * without one still read.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { ViewedCar } from "@dealer/core/storage"
 *
 * const viewed = decodeOrThrow(ViewedCar, { id: 1, stocknum: "T1234", make: "Toyota", model: "Hilux", body: "Dual Cab Utility", simple_body: "Ute" }, "viewed car")
 */
export const ViewedCar = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  stocknum: /* @__PURE__ */ Maybe(Schema.String),
  make: Schema.String,
  model: Schema.String,
  body: /* @__PURE__ */ Maybe(Schema.String),
  simple_body: /* @__PURE__ */ Maybe(Schema.String),
  slug: /* @__PURE__ */ Schema.optionalKey(Schema.String)
})
export type ViewedCar = typeof ViewedCar.Type

/**
 * Records a view: the car moves to the end (newest), appearing once, and only the newest 20 are kept.
 *
 * @example
 * import { recordViewedCar } from "@dealer/core/storage"
 *
 * const hilux = { id: 1, make: "Toyota", model: "Hilux" }
 * const ranger = { id: 2, make: "Ford", model: "Ranger" }
 * recordViewedCar([hilux, ranger], hilux) // => [ranger, hilux]
 */
export function recordViewedCar(viewed: ReadonlyArray<ViewedCar>, car: ViewedCar): ReadonlyArray<ViewedCar> {
  return [...viewed.filter((entry) => entry.id !== car.id), car].slice(-VIEWED_CARS_MAX)
}
