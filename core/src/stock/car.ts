import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"

/** Condition of a vehicle; unknown values decode to `"other"`. */
export const CarType = OpenLiteral(["new", "used", "demo"])
export type CarType = typeof CarType.Type

/** Stock status; only `in_stock` and `coming_soon` count as available. Unknown values decode to `"other"`. */
export const CarStatus = OpenLiteral(["in_stock", "coming_soon", "sold"])
export type CarStatus = typeof CarStatus.Type

const Money = Schema.Finite
const Count = Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

export const CarImage = Schema.Struct({
  image_url: Schema.String,
  thumb_url: Maybe(Schema.String)
})
export type CarImage = typeof CarImage.Type

export const CarLocation = Schema.Struct({
  id: Schema.Finite,
  name: Schema.String,
  phone: Maybe(Schema.String),
  slug: Maybe(Schema.String),
  city: Maybe(Schema.String),
  state: Maybe(Schema.String),
  address: Maybe(Schema.String)
})
export type CarLocation = typeof CarLocation.Type

export const AutograbData = Schema.Struct({
  average_market_price: Maybe(Money),
  state_average_market_price: Maybe(Money)
})
export type AutograbData = typeof AutograbData.Type

/**
 * A car as the search index and the detail page know it (section 3 of the stock document).
 * First cut: identity, classification, commercial, place and basic media fields.
 *
 * @example
 * const car = decodeOrThrow(Car, json, "car")
 */
export const Car = Schema.Struct({
  id: Schema.Finite.check(Schema.isInt()),
  slug: Schema.NonEmptyString,
  name: Maybe(Schema.String),
  year: Schema.Finite.check(Schema.isInt(), Schema.isBetween({ minimum: 1900, maximum: 2100 })),
  make: Schema.NonEmptyString,
  model: Schema.NonEmptyString,
  badge: Maybe(Schema.String),
  series: Maybe(Schema.String),
  colour: Maybe(Schema.String),
  stocknum: Maybe(Schema.String),
  vin: Maybe(Schema.String),
  regplate: Maybe(Schema.String),
  rego_expiry: Maybe(Schema.String),
  tag: Maybe(Schema.String),
  dealercomments: Maybe(Schema.String),

  car_type: CarType,
  item_type: Maybe(Schema.String),
  status: CarStatus,
  body: Maybe(Schema.String),
  simple_body: Maybe(Schema.String),
  fuel: Maybe(Schema.String),
  simple_fuel: Maybe(Schema.String),
  simple_transmission: Maybe(Schema.String),
  drive: Maybe(Schema.String),
  seats: Maybe(Count),
  doors: Maybe(Count),
  engine_size_litres: Maybe(Schema.Finite),

  price: Money,
  before_price: Maybe(Money),
  subscription_price: Maybe(Money),
  offer_price: Maybe(Money),
  preorder: Maybe(Schema.Boolean),
  km: Count,
  reserved: Maybe(Schema.Boolean),
  certified: Maybe(Schema.Boolean),
  views: Maybe(Count),
  photos_count: Maybe(Count),
  created_at: Schema.String,
  updated_at: Maybe(Schema.String),
  sold_date: Maybe(Schema.String),
  show_on_dealer_website: Maybe(Schema.Boolean),

  location_id: Maybe(Schema.Finite),
  dealership_id: Maybe(Schema.Finite),
  dealership_slug: Maybe(Schema.String),
  city: Maybe(Schema.String),
  state: Maybe(Schema.String),
  location: Maybe(CarLocation),

  images: Maybe(Schema.Array(CarImage)),
  primary_image_url: Maybe(Schema.String),
  autograb_data: Maybe(AutograbData)
})
export type Car = typeof Car.Type
