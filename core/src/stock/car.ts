import * as Schema from "effect/Schema"
import { FinanceLenders } from "../finance/lender-record.ts"
import { Maybe } from "../shared/maybe.ts"
import { OpenLiteral } from "../shared/open-literal.ts"
import { CaravanSpecifications } from "./caravan-specifications.ts"
import { CarLocation } from "./car-location.ts"
import { AutograbData, CarYouxQuote } from "./car-market-data.ts"
import { CarHotspots, CarImage, CarVideo, StandardEquipmentItem } from "./car-media.ts"
import { CarVariant } from "./car-variant.ts"

/** Condition of a vehicle; unknown values decode to `"other"`. */
export const CarType = /* @__PURE__ */ OpenLiteral(["new", "used", "demo"])
export type CarType = typeof CarType.Type

/** Stock status; only `in_stock` and `coming_soon` count as available. Unknown values decode to `"other"`. */
export const CarStatus = /* @__PURE__ */ OpenLiteral(["in_stock", "coming_soon", "sold"])
export type CarStatus = typeof CarStatus.Type

const Money = Schema.Finite
const Count = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))
/** Seconds since the Unix epoch, as the search index stores dates. */
const UnixSeconds = Schema.Finite
const Text = /* @__PURE__ */ Maybe(Schema.String)

/**
 * A car as the search index and the detail page know it: every field of section 3 of the stock
 * document ("Car") and of the finance-forms document ("Car fields used here"), plus the search
 * index attributes the facets read. Only identity, price, km, status, type and `created_at` are
 * required; everything else may be missing or `null`.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { Car } from "@dealer/core/stock"
 *
 * const json = {
 *   id: 1, slug: "2022-toyota-hilux-sr5-t1234", year: 2022, make: "Toyota", model: "Hilux", car_type: "used",
 *   status: "in_stock", price: 52990, km: 45120, created_at: "2026-01-01T00:00:00Z"
 * }
 * decodeOrThrow(Car, json, "car").model // => "Hilux"
 */
export const Car = /* @__PURE__ */ Schema.Struct({
  // Identity and text
  id: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt()),
  slug: Schema.NonEmptyString,
  path: Text,
  name: Text,
  carsales_title: Text,
  year: /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isBetween({ minimum: 1900, maximum: 2100 })),
  make: Schema.NonEmptyString,
  model: Schema.NonEmptyString,
  badge: Text,
  series: Text,
  colour: Text,
  interior_colour: Text,
  stocknum: Text,
  vin: Text,
  nvic: Text,
  has_nvic: /* @__PURE__ */ Maybe(Schema.Boolean),
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
  gearnum: /* @__PURE__ */ Maybe(Count),
  transmission: Text,
  simple_transmission: Text,
  drive: Text,
  seats: /* @__PURE__ */ Maybe(Count),
  doors: /* @__PURE__ */ Maybe(Count),
  engine_size: /* @__PURE__ */ Maybe(Schema.Finite),
  engine_size_litres: /* @__PURE__ */ Maybe(Schema.Finite),

  // Commercial
  price: Money,
  price_type: Text,
  before_price: /* @__PURE__ */ Maybe(Money),
  subscription_price: /* @__PURE__ */ Maybe(Money),
  offer_price: /* @__PURE__ */ Maybe(Money),
  preorder: /* @__PURE__ */ Maybe(Schema.Boolean),
  km: Count,
  reserved: /* @__PURE__ */ Maybe(Schema.Boolean),
  certified: /* @__PURE__ */ Maybe(Schema.Boolean),
  sold: /* @__PURE__ */ Maybe(Schema.Boolean),
  views: /* @__PURE__ */ Maybe(Count),
  photos_count: /* @__PURE__ */ Maybe(Count),
  created_at: Schema.String,
  updated_at: Text,
  sold_date: Text,
  sold_date_timestamp: /* @__PURE__ */ Maybe(UnixSeconds),
  show_on_dealer_website: /* @__PURE__ */ Maybe(Schema.Boolean),
  /** History report address. */
  file: Text,

  // Place
  location_id: /* @__PURE__ */ Maybe(Schema.Finite),
  dealership_id: /* @__PURE__ */ Maybe(Schema.Finite),
  dealership_slug: Text,
  dealership_name: Text,
  location_name: Text,
  city: Text,
  state: Text,
  location: /* @__PURE__ */ Maybe(CarLocation),
  private_suburb: Text,
  private_postcode: Text,

  // Media
  images: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(CarImage)),
  thumbnails: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(Schema.String)),
  primary_image_url: Text,
  video_url: Text,
  external_video_url: Text,
  walkaround_videos: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(CarVideo)),
  videos: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(CarVideo)),
  spin_images: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(Schema.String)),
  spin_code: Text,
  spin_interior_image: Text,
  hotspots: /* @__PURE__ */ Maybe(CarHotspots),

  // Equipment and specifications
  standardEquipment: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(StandardEquipmentItem)),
  variant: /* @__PURE__ */ Maybe(CarVariant),
  specifications: /* @__PURE__ */ Maybe(CaravanSpecifications),

  // Finance and market
  youxQuote: /* @__PURE__ */ Maybe(CarYouxQuote),
  finance_lenders: /* @__PURE__ */ Maybe(FinanceLenders),
  autograb_data: /* @__PURE__ */ Maybe(AutograbData),

  // Search index attributes
  created_at_timestamp: /* @__PURE__ */ Maybe(UnixSeconds),
  custom_rank: /* @__PURE__ */ Maybe(Schema.Finite),
  categories: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(Schema.String)),
  filtered_features: /* @__PURE__ */ Maybe(/* @__PURE__ */ Schema.Array(Schema.String)),
  make_model: Text,
  price_range: Text,
  weekly_price_range: Text
})
export type Car = typeof Car.Type
