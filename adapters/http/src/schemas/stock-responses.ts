import { Car, DealershipLocation, Maybe, withDefault } from "@dealer/core"
import { Schema } from "effect"

/**
 * `GET /api/cars/{slug}/similar`: the ids of up to 10 similar cars (section 7, "Similar-car ids
 * by car slug"; the fuller shape is our design).
 *
 * @example
 * decodeResult(SimilarCarIds, { ids: [12, 40] }, "similar cars")
 */
export const SimilarCarIds = Schema.Struct({ ids: Schema.Array(Car.fields.id) })
export type SimilarCarIds = typeof SimilarCarIds.Type

/**
 * One website of `GET /api/manufacturer-locations` (stock document section 7): its id, name,
 * url, dealership and the locations the locator lists, each a `DealershipLocation`.
 *
 * @example
 * decodeResult(Schema.Array(ManufacturerWebsite), json, "manufacturer locations")
 */
export const ManufacturerWebsite = Schema.Struct({
  id: Schema.Finite.check(Schema.isInt()),
  name: Schema.String,
  url: Maybe(Schema.String),
  dealership: Maybe(DealershipLocation.fields.dealership),
  locations: withDefault(Schema.Array(DealershipLocation), [])
})
export type ManufacturerWebsite = typeof ManufacturerWebsite.Type

/**
 * `GET /api/cars/{slug}/view.json`: the car's view count and the car fields the counter returns
 * (their shape is not shown in the specification, so they are kept as an open record).
 *
 * @example
 * decodeResult(CarViews, { views: 118, car_fields: {} }, "car views")
 */
export const CarViews = Schema.Struct({
  views: Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  car_fields: Maybe(Schema.Record(Schema.String, Schema.Unknown))
})
export type CarViews = typeof CarViews.Type
