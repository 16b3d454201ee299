import { Schema } from "effect"
import { FinanceLenders } from "../finance/lender-record.ts"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"
import { CaravanSpecifications } from "./caravan-specifications.ts"
import { CarLocation } from "./car-location.ts"
import { AutograbData, CarYouxQuote } from "./car-market-data.ts"
import { CarHotspots, CarImage, CarVideo, StandardEquipmentItem } from "./car-media.ts"
import { CarVariant } from "./car-variant.ts"

/** Condition of a vehicle; unknown values decode to `"other"`. */
export const CarType = OpenLiteral(["new", "used", "demo"])
export type CarType = typeof CarType.Type

/** Stock status; only `in_stock` and `coming_soon` count as available. Unknown values decode to `"other"`. */
export const CarStatus = OpenLiteral(["in_stock", "coming_soon", "sold"])
export type CarStatus = typeof CarStatus.Type

const Money = Schema.Finite
const Count = Schema.Finite.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
/** Seconds since the Unix epoch, as the search index stores dates. */
const UnixSeconds = Schema.Finite
const Text = Maybe(Schema.String)

/**
 * A car as the search index and the detail page know it: every field of section 3 of the stock
 * document ("Car") and of the finance-forms document ("Car fields used here"), plus the search
 * index attributes the facets read. Only identity, price, km, status, type and `created_at` are
 * required; everything else may be missing or `null`.
 *
 * @example
 * const car = decodeOrThrow(Car, json, "car")
 */
export const Car = Schema.Struct({
  // Identity and text
  id: Schema.Finite.check(Schema.isInt()),
  slug: Schema.NonEmptyString,
  path: Text,
  name: Text,
  carsales_title: Text,
  year: Schema.Finite.check(Schema.isInt(), Schema.isBetween({ minimum: 1900, maximum: 2100 })),
  make: Schema.NonEmptyString,
  model: Schema.NonEmptyString,
  badge: Text,
  series: Text,
  colour: Text,
  interior_colour: Text,
  stocknum: Text,
  vin: Text,
  nvic: Text,
  has_nvic: Maybe(Schema.Boolean),
  regplate: Text,
  rego_expiry: Text,
  compliance_date: Text,
  build_date: Text,
  tag: Text,
  dealercomments: Text,

  // Classification
  car_type: CarType,
  item_type: Text,
  status: CarStatus,
  bodyconfiguration: Text,
  body: Text,
  simple_body: Text,
  fuel: Text,
  simple_fuel: Text,
  gearnum: Maybe(Count),
  transmission: Text,
  simple_transmission: Text,
  drive: Text,
  seats: Maybe(Count),
  doors: Maybe(Count),
  engine_size: Maybe(Schema.Finite),
  engine_size_litres: Maybe(Schema.Finite),

  // Commercial
  price: Money,
  price_type: Text,
  before_price: Maybe(Money),
  subscription_price: Maybe(Money),
  offer_price: Maybe(Money),
  preorder: Maybe(Schema.Boolean),
  km: Count,
  reserved: Maybe(Schema.Boolean),
  certified: Maybe(Schema.Boolean),
  sold: Maybe(Schema.Boolean),
  views: Maybe(Count),
  photos_count: Maybe(Count),
  created_at: Schema.String,
  updated_at: Text,
  sold_date: Text,
  sold_date_timestamp: Maybe(UnixSeconds),
  show_on_dealer_website: Maybe(Schema.Boolean),
  /** History report address. */
  file: Text,

  // Place
  location_id: Maybe(Schema.Finite),
  dealership_id: Maybe(Schema.Finite),
  dealership_slug: Text,
  dealership_name: Text,
  location_name: Text,
  city: Text,
  state: Text,
  location: Maybe(CarLocation),
  private_suburb: Text,
  private_postcode: Text,

  // Media
  images: Maybe(Schema.Array(CarImage)),
  thumbnails: Maybe(Schema.Array(Schema.String)),
  primary_image_url: Text,
  video_url: Text,
  external_video_url: Text,
  walkaround_videos: Maybe(Schema.Array(CarVideo)),
  videos: Maybe(Schema.Array(CarVideo)),
  spin_images: Maybe(Schema.Array(Schema.String)),
  spin_code: Text,
  spin_interior_image: Text,
  hotspots: Maybe(CarHotspots),

  // Equipment and specifications
  standardEquipment: Maybe(Schema.Array(StandardEquipmentItem)),
  variant: Maybe(CarVariant),
  specifications: Maybe(CaravanSpecifications),

  // Finance and market
  youxQuote: Maybe(CarYouxQuote),
  finance_lenders: Maybe(FinanceLenders),
  autograb_data: Maybe(AutograbData),

  // Search index attributes
  created_at_timestamp: Maybe(UnixSeconds),
  custom_rank: Maybe(Schema.Finite),
  categories: Maybe(Schema.Array(Schema.String)),
  filtered_features: Maybe(Schema.Array(Schema.String)),
  make_model: Text,
  price_range: Text,
  weekly_price_range: Text
})
export type Car = typeof Car.Type
