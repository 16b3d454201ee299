import fc from "fast-check"
import type { Car } from "../stock/car.ts"
import {
  autograbDataArbitrary,
  caravanSpecificationsArbitrary,
  carHotspotsArbitrary,
  carImageArbitrary,
  carLocationArbitrary,
  carVariantArbitrary,
  carVideoArbitrary,
  carYouxQuoteArbitrary,
  financeLendersArbitrary,
  orNull,
  standardEquipmentArbitrary
} from "./stock-arbitraries.ts"

const moneyOrNull = /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: -1000, max: 400_000 }))
const isoDate = (min: string, max: string) =>
  fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((date) => date.toISOString())
const dayDate = /* @__PURE__ */ isoDate("2015-01-01T00:00:00Z", "2030-12-31T00:00:00Z").map((iso) => iso.slice(0, 10))
const seconds = /* @__PURE__ */ fc.integer({ min: 1_577_836_800, max: 1_798_761_600 })
const word = (...words: ReadonlyArray<string>) => orNull(fc.constantFrom(...words))
const list = <T>(arbitrary: fc.Arbitrary<T>, maxLength: number) => orNull(fc.array(arbitrary, { maxLength }))
const imageUrl = /* @__PURE__ */ fc.constantFrom("/images/a.jpg", "/images/b.jpg", "https://cdn.example.com/c.webp")

const requiredKeys = ["id", "slug", "year", "make", "model", "car_type", "status", "price", "km", "created_at"] as const

/**
 * Arbitrary cars for property tests: every field of `Car` varies, including the edge cases (zero
 * and placeholder prices, missing or `null` optional fields, unknown statuses and types, sold dates
 * as text or as a timestamp, both location address forms, caravans).
 *
 * @example
 * import fc from "fast-check"
 * import { priceDisplay } from "@dealer/core/pricing"
 * import { priceContextOf } from "@dealer/core/stock"
 * import { carArbitrary, exampleTenant } from "@dealer/core/testing"
 *
 * const context = priceContextOf(exampleTenant())
 * fc.assert(fc.property(carArbitrary, (car) => priceDisplay(car, context).text.length > 0))
 */
export const carArbitrary: fc.Arbitrary<Car> = /* @__PURE__ */ fc.record(
  {
    id: /* @__PURE__ */ fc.nat(),
    slug: /* @__PURE__ */ fc.stringMatching(/^[a-z0-9-]{1,30}$/).filter((slug) => slug.length > 0),
    path: /* @__PURE__ */ word("/cars/2022-toyota-hilux", ""),
    name: /* @__PURE__ */ word("2022 Toyota Hilux SR5", ""),
    carsales_title: /* @__PURE__ */ word("2022 Toyota Hilux SR5 Auto 4x4 Double Cab", ""),
    year: /* @__PURE__ */ fc.integer({ min: 1990, max: 2027 }),
    make: /* @__PURE__ */ fc.constantFrom("Toyota", "Mazda", "Kia", "Ford", "Jayco"),
    model: /* @__PURE__ */ fc.constantFrom("Hilux", "CX-5", "EV6", "Ranger", "Starcraft"),
    badge: /* @__PURE__ */ word("SR5", "GX", "GT-Line", ""),
    series: /* @__PURE__ */ word("GUN126R", "KF", ""),
    colour: /* @__PURE__ */ word("White", "Blue", ""),
    interior_colour: /* @__PURE__ */ word("Black", ""),
    stocknum: /* @__PURE__ */ word("T1234", "K777", " t1234 ", ""),
    vin: /* @__PURE__ */ word("MR0FB3CD100123456", ""),
    nvic: /* @__PURE__ */ word("0A1B2C", ""),
    has_nvic: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.boolean()),
    regplate: /* @__PURE__ */ word("123ABC", ""),
    rego_expiry: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.oneof(dayDate, /* @__PURE__ */ fc.constantFrom("not a date", ""))),
    compliance_date: /* @__PURE__ */ orNull(dayDate),
    build_date: /* @__PURE__ */ orNull(dayDate),
    tag: /* @__PURE__ */ word("Special Offer", "", "  "),
    dealercomments: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.oneof(/* @__PURE__ */ fc.constantFrom("", "   ", "One owner."), /* @__PURE__ */ fc.string({ maxLength: 600 }))),

    car_type: /* @__PURE__ */ fc.constantFrom("new", "used", "demo", "other"),
    item_type: /* @__PURE__ */ word("car", "caravan", "motorcycle", ""),
    status: /* @__PURE__ */ fc.constantFrom("in_stock", "coming_soon", "sold", "other"),
    bodyconfiguration: /* @__PURE__ */ word("Dual Cab", ""),
    body: /* @__PURE__ */ word("Utility", "Wagon", ""),
    simple_body: /* @__PURE__ */ word("Ute", "SUV", "Caravan", ""),
    fuel: /* @__PURE__ */ word("Petrol", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric"),
    simple_fuel: /* @__PURE__ */ word("Petrol", "Electric", ""),
    gearnum: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 10 })),
    transmission: /* @__PURE__ */ word("6 Speed Automatic", ""),
    simple_transmission: /* @__PURE__ */ word("Automatic", "Manual", ""),
    drive: /* @__PURE__ */ word("4x4", "FWD", ""),
    seats: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 8 })),
    doors: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 5 })),
    engine_size: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 6_000 })),
    engine_size_litres: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(0, 1.5, 2.8)),

    price: /* @__PURE__ */ fc.integer({ min: -1000, max: 400_000 }),
    price_type: /* @__PURE__ */ word("drive_away", "egc", ""),
    before_price: moneyOrNull,
    subscription_price: moneyOrNull,
    offer_price: moneyOrNull,
    preorder: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.boolean()),
    km: /* @__PURE__ */ fc.nat({ max: 400_000 }),
    reserved: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.boolean()),
    certified: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.boolean()),
    sold: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.boolean()),
    views: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.nat({ max: 10_000 })),
    photos_count: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.nat({ max: 60 })),
    created_at: /* @__PURE__ */ isoDate("2020-01-01T00:00:00Z", "2027-01-01T00:00:00Z"),
    updated_at: /* @__PURE__ */ orNull(/* @__PURE__ */ isoDate("2020-01-01T00:00:00Z", "2027-01-01T00:00:00Z")),
    sold_date: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.oneof(/* @__PURE__ */ isoDate("2026-10-01T00:00:00Z", "2026-12-31T00:00:00Z"), /* @__PURE__ */ fc.constantFrom("", "soon"))),
    sold_date_timestamp: /* @__PURE__ */ orNull(seconds),
    show_on_dealer_website: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.boolean()),
    file: /* @__PURE__ */ word("https://reports.example.com/history.pdf", ""),

    location_id: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.nat()),
    dealership_id: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.nat()),
    dealership_slug: /* @__PURE__ */ word("metro-toyota", ""),
    dealership_name: /* @__PURE__ */ word("Metro Toyota", ""),
    location_name: /* @__PURE__ */ word("Metro Toyota Brisbane", ""),
    city: /* @__PURE__ */ word("Brisbane", "Cairns", ""),
    state: /* @__PURE__ */ word("QLD", "NSW", ""),
    location: /* @__PURE__ */ orNull(carLocationArbitrary),
    private_suburb: /* @__PURE__ */ word("Paddington", ""),
    private_postcode: /* @__PURE__ */ word("4064", ""),

    images: /* @__PURE__ */ list(carImageArbitrary, 6),
    thumbnails: /* @__PURE__ */ list(imageUrl, 6),
    primary_image_url: /* @__PURE__ */ orNull(imageUrl),
    video_url: /* @__PURE__ */ word("https://cdn.example.com/tour.mp4", ""),
    external_video_url: /* @__PURE__ */ word("https://youtu.be/abc123", ""),
    walkaround_videos: /* @__PURE__ */ list(carVideoArbitrary, 2),
    videos: /* @__PURE__ */ list(carVideoArbitrary, 2),
    spin_images: /* @__PURE__ */ list(imageUrl, 4),
    spin_code: /* @__PURE__ */ word("SPIN42", ""),
    spin_interior_image: /* @__PURE__ */ word("/images/interior.jpg", ""),
    hotspots: /* @__PURE__ */ orNull(carHotspotsArbitrary),

    standardEquipment: /* @__PURE__ */ orNull(standardEquipmentArbitrary),
    variant: /* @__PURE__ */ orNull(carVariantArbitrary),
    specifications: /* @__PURE__ */ orNull(caravanSpecificationsArbitrary),

    youxQuote: /* @__PURE__ */ orNull(carYouxQuoteArbitrary),
    finance_lenders: /* @__PURE__ */ orNull(financeLendersArbitrary),
    autograb_data: /* @__PURE__ */ orNull(autograbDataArbitrary),

    created_at_timestamp: /* @__PURE__ */ orNull(seconds),
    custom_rank: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 1_000 })),
    categories: /* @__PURE__ */ list(/* @__PURE__ */ fc.constantFrom("4x4", "Family", "Family"), 3),
    filtered_features: /* @__PURE__ */ list(/* @__PURE__ */ fc.constantFrom("Apple CarPlay", "Tow Bar"), 3),
    make_model: /* @__PURE__ */ word("Toyota Hilux", ""),
    price_range: /* @__PURE__ */ word("$40,000 - $50,000", ""),
    weekly_price_range: /* @__PURE__ */ word("$150 - $200", "")
  },
  { requiredKeys: [...requiredKeys] }
)
