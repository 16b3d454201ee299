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

const moneyOrNull = orNull(fc.integer({ min: -1000, max: 400_000 }))
const isoDate = (min: string, max: string) =>
  fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((date) => date.toISOString())
const dayDate = isoDate("2015-01-01T00:00:00Z", "2030-12-31T00:00:00Z").map((iso) => iso.slice(0, 10))
const seconds = fc.integer({ min: 1_577_836_800, max: 1_798_761_600 })
const word = (...words: ReadonlyArray<string>) => orNull(fc.constantFrom(...words))
const list = <T>(arbitrary: fc.Arbitrary<T>, maxLength: number) => orNull(fc.array(arbitrary, { maxLength }))
const imageUrl = fc.constantFrom("/images/a.jpg", "/images/b.jpg", "https://cdn.example.com/c.webp")

const requiredKeys = ["id", "slug", "year", "make", "model", "car_type", "status", "price", "km", "created_at"] as const

/**
 * Arbitrary cars for property tests: every field of `Car` varies, including the edge cases (zero
 * and placeholder prices, missing or `null` optional fields, unknown statuses and types, sold dates
 * as text or as a timestamp, both location address forms, caravans).
 *
 * @example
 * fc.assert(fc.property(carArbitrary, (car) => priceDisplay(car, ctx).text.length > 0))
 */
export const carArbitrary: fc.Arbitrary<Car> = fc.record(
  {
    id: fc.nat(),
    slug: fc.stringMatching(/^[a-z0-9-]{1,30}$/).filter((slug) => slug.length > 0),
    path: word("/cars/2022-toyota-hilux", ""),
    name: word("2022 Toyota Hilux SR5", ""),
    carsales_title: word("2022 Toyota Hilux SR5 Auto 4x4 Double Cab", ""),
    year: fc.integer({ min: 1990, max: 2027 }),
    make: fc.constantFrom("Toyota", "Mazda", "Kia", "Ford", "Jayco"),
    model: fc.constantFrom("Hilux", "CX-5", "EV6", "Ranger", "Starcraft"),
    badge: word("SR5", "GX", "GT-Line", ""),
    series: word("GUN126R", "KF", ""),
    colour: word("White", "Blue", ""),
    interior_colour: word("Black", ""),
    stocknum: word("T1234", "K777", " t1234 ", ""),
    vin: word("MR0FB3CD100123456", ""),
    nvic: word("0A1B2C", ""),
    has_nvic: orNull(fc.boolean()),
    regplate: word("123ABC", ""),
    rego_expiry: orNull(fc.oneof(dayDate, fc.constantFrom("not a date", ""))),
    compliance_date: orNull(dayDate),
    build_date: orNull(dayDate),
    tag: word("Special Offer", "", "  "),
    dealercomments: orNull(fc.oneof(fc.constantFrom("", "   ", "One owner."), fc.string({ maxLength: 600 }))),

    car_type: fc.constantFrom("new", "used", "demo", "other"),
    item_type: word("car", "caravan", "motorcycle", ""),
    status: fc.constantFrom("in_stock", "coming_soon", "sold", "other"),
    bodyconfiguration: word("Dual Cab", ""),
    body: word("Utility", "Wagon", ""),
    simple_body: word("Ute", "SUV", "Caravan", ""),
    fuel: word("Petrol", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric"),
    simple_fuel: word("Petrol", "Electric", ""),
    gearnum: orNull(fc.integer({ min: 0, max: 10 })),
    transmission: word("6 Speed Automatic", ""),
    simple_transmission: word("Automatic", "Manual", ""),
    drive: word("4x4", "FWD", ""),
    seats: orNull(fc.integer({ min: 0, max: 8 })),
    doors: orNull(fc.integer({ min: 0, max: 5 })),
    engine_size: orNull(fc.integer({ min: 0, max: 6_000 })),
    engine_size_litres: orNull(fc.constantFrom(0, 1.5, 2.8)),

    price: fc.integer({ min: -1000, max: 400_000 }),
    price_type: word("drive_away", "egc", ""),
    before_price: moneyOrNull,
    subscription_price: moneyOrNull,
    offer_price: moneyOrNull,
    preorder: orNull(fc.boolean()),
    km: fc.nat({ max: 400_000 }),
    reserved: orNull(fc.boolean()),
    certified: orNull(fc.boolean()),
    sold: orNull(fc.boolean()),
    views: orNull(fc.nat({ max: 10_000 })),
    photos_count: orNull(fc.nat({ max: 60 })),
    created_at: isoDate("2020-01-01T00:00:00Z", "2027-01-01T00:00:00Z"),
    updated_at: orNull(isoDate("2020-01-01T00:00:00Z", "2027-01-01T00:00:00Z")),
    sold_date: orNull(fc.oneof(isoDate("2026-10-01T00:00:00Z", "2026-12-31T00:00:00Z"), fc.constantFrom("", "soon"))),
    sold_date_timestamp: orNull(seconds),
    show_on_dealer_website: orNull(fc.boolean()),
    file: word("https://reports.example.com/history.pdf", ""),

    location_id: orNull(fc.nat()),
    dealership_id: orNull(fc.nat()),
    dealership_slug: word("metro-toyota", ""),
    dealership_name: word("Metro Toyota", ""),
    location_name: word("Metro Toyota Brisbane", ""),
    city: word("Brisbane", "Cairns", ""),
    state: word("QLD", "NSW", ""),
    location: orNull(carLocationArbitrary),
    private_suburb: word("Paddington", ""),
    private_postcode: word("4064", ""),

    images: list(carImageArbitrary, 6),
    thumbnails: list(imageUrl, 6),
    primary_image_url: orNull(imageUrl),
    video_url: word("https://cdn.example.com/tour.mp4", ""),
    external_video_url: word("https://youtu.be/abc123", ""),
    walkaround_videos: list(carVideoArbitrary, 2),
    videos: list(carVideoArbitrary, 2),
    spin_images: list(imageUrl, 4),
    spin_code: word("SPIN42", ""),
    spin_interior_image: word("/images/interior.jpg", ""),
    hotspots: orNull(carHotspotsArbitrary),

    standardEquipment: orNull(standardEquipmentArbitrary),
    variant: orNull(carVariantArbitrary),
    specifications: orNull(caravanSpecificationsArbitrary),

    youxQuote: orNull(carYouxQuoteArbitrary),
    finance_lenders: orNull(financeLendersArbitrary),
    autograb_data: orNull(autograbDataArbitrary),

    created_at_timestamp: orNull(seconds),
    custom_rank: orNull(fc.integer({ min: 0, max: 1_000 })),
    categories: list(fc.constantFrom("4x4", "Family", "Family"), 3),
    filtered_features: list(fc.constantFrom("Apple CarPlay", "Tow Bar"), 3),
    make_model: word("Toyota Hilux", ""),
    price_range: word("$40,000 - $50,000", ""),
    weekly_price_range: word("$150 - $200", "")
  },
  { requiredKeys: [...requiredKeys] }
)
