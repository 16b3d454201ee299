import fc from "fast-check"
import type { AutoGaugeResponse } from "../gauge/auto-gauge-response.ts"
import type { CaravanSpecifications } from "../stock/caravan-specifications.ts"
import type { CarLocation } from "../stock/car-location.ts"
import type { AutograbData, CarYouxQuote } from "../stock/car-market-data.ts"
import type { CarHotspot, CarHotspots, CarImage, CarVideo, StandardEquipmentItem } from "../stock/car-media.ts"
import type { CarVariant } from "../stock/car-variant.ts"
import type { DealershipLocation } from "../stock/dealership-location.ts"
import type { FinanceLenders } from "../finance/lender-record.ts"

/** A value, `null`, or (as upstream feeds do) no key at all is handled by the record's `requiredKeys`. */
export const orNull = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(arbitrary, { nil: null })

const measure = fc.integer({ min: 0, max: 10_000 })
const url = fc.constantFrom("/images/a.jpg", "/images/b.jpg", "https://cdn.example.com/c.webp", "")
const text = fc.constantFrom("", "  ", "Sample", "Second line", 'Émile\'s "quote"')

export const carImageArbitrary: fc.Arbitrary<CarImage> = fc.record(
  { image_url: url, thumb_url: orNull(url) },
  { requiredKeys: ["image_url"] }
)

export const carVideoArbitrary: fc.Arbitrary<CarVideo> = fc.record(
  { id: orNull(fc.nat()), title: orNull(text), video: fc.record({ url }) },
  { requiredKeys: ["video"] }
)

export const carHotspotArbitrary: fc.Arbitrary<CarHotspot> = fc.record(
  {
    id: orNull(fc.nat()),
    title: orNull(text),
    description: orNull(text),
    image_url: orNull(url),
    positions: fc.array(
      fc.record(
        {
          frame: orNull(fc.nat({ max: 71 })),
          x: fc.integer({ min: 0, max: 100 }),
          y: fc.integer({ min: 0, max: 100 })
        },
        { requiredKeys: ["x", "y"] }
      ),
      { maxLength: 3 }
    )
  },
  { requiredKeys: ["positions"] }
)

export const carHotspotsArbitrary: fc.Arbitrary<CarHotspots> = fc.record(
  {
    exterior: orNull(fc.array(carHotspotArbitrary, { maxLength: 3 })),
    interior: orNull(fc.array(carHotspotArbitrary, { maxLength: 3 }))
  },
  { requiredKeys: [] }
)

export const standardEquipmentArbitrary: fc.Arbitrary<ReadonlyArray<StandardEquipmentItem>> = fc.array(
  fc.oneof(
    fc.constantFrom("Cruise Control", "Reversing Camera", "Apple CarPlay", "", "Cruise Control"),
    fc.record(
      {
        name: fc.constantFrom("Lane Keep Assist", "Heated Seats", " "),
        category: orNull(fc.constantFrom("Safety", "Comfort"))
      },
      { requiredKeys: ["name"] }
    )
  ),
  { maxLength: 14 }
)

export const carVariantArbitrary: fc.Arbitrary<CarVariant> = fc.record(
  {
    cylinders: orNull(fc.constantFrom(0, 3, 4, 6, 8)),
    enginesize: orNull(measure),
    enginesize_litres: orNull(fc.constantFrom(1.2, 1.5, 2, 2.8, 3.3)),
    induction: orNull(fc.constantFrom("Turbo", "Aspirated", "")),
    fuelconsumptioncombined: orNull(fc.constantFrom(4.2, 6.8, 8.1, 11.5)),
    fuelcapacity: orNull(measure),
    grossvehiclemass: orNull(measure),
    vehiclelength: orNull(measure),
    vehicleheight: orNull(measure),
    vehiclewidth: orNull(measure),
    towingcapacitybraked: orNull(measure),
    torque: orNull(measure),
    ancaprating: orNull(fc.integer({ min: 0, max: 5 })),
    bodyconfiguration: orNull(fc.constantFrom("Dual Cab", "Wagon", "")),
    geartype: orNull(fc.constantFrom("Automatic", "Manual", "CVT"))
  },
  { requiredKeys: [] }
)

export const caravanSpecificationsArbitrary: fc.Arbitrary<CaravanSpecifications> = fc.record(
  {
    body_width: orNull(fc.integer({ min: 6, max: 9 })),
    body_length: orNull(fc.constantFrom(14, 17.5, 19, 21, 23.5)),
    tare_weight: orNull(fc.integer({ min: 700, max: 3_200 })),
    axle_type: orNull(fc.constantFrom("Single", "Tandem", "")),
    sleeps: orNull(fc.integer({ min: 1, max: 8 })),
    aggregate_trailer_mass: orNull(fc.integer({ min: 1_000, max: 4_500 }))
  },
  { requiredKeys: [] }
)

export const carLocationArbitrary: fc.Arbitrary<CarLocation> = fc.record(
  {
    id: fc.nat(),
    name: fc.constantFrom("Metro Toyota", "Coastal Kia", ""),
    phone: orNull(fc.constantFrom("07 3000 0000", "+61730000000")),
    slug: orNull(fc.constantFrom("metro-toyota", "coastal-kia")),
    city: orNull(fc.constantFrom("Brisbane", "Gold Coast")),
    state: orNull(fc.constantFrom("QLD", "NSW")),
    address: orNull(
      fc.oneof(
        fc.constantFrom("1 Main St, Brisbane QLD 4000", ""),
        fc.record(
          {
            street: orNull(fc.constantFrom("1 Main St", "")),
            city: orNull(fc.constantFrom("Brisbane", "Southport")),
            state: orNull(fc.constantFrom("QLD", "NSW")),
            postcode: orNull(fc.constantFrom("4000", "4215")),
            place_url: orNull(url)
          },
          { requiredKeys: [] }
        )
      )
    ),
    distribution_locations: orNull(
      fc.array(fc.record({ id: fc.nat(), name: orNull(text), city: orNull(text) }, { requiredKeys: ["id"] }), {
        maxLength: 3
      })
    )
  },
  { requiredKeys: ["id", "name"] }
)

export const autograbDataArbitrary: fc.Arbitrary<AutograbData> = fc.record(
  {
    average_market_price: orNull(fc.integer({ min: 0, max: 400_000 })),
    state_average_market_price: orNull(fc.integer({ min: 0, max: 400_000 }))
  },
  { requiredKeys: [] }
)

export const carYouxQuoteArbitrary: fc.Arbitrary<CarYouxQuote> = fc.record(
  {
    weeklyRepaymentAmount: orNull(fc.integer({ min: 0, max: 2_000 })),
    advertisedRate: orNull(fc.constantFrom(6.29, 8.5, 12.99)),
    comparisonRate: orNull(fc.constantFrom(8.19, 9.4, 14.1))
  },
  { requiredKeys: [] }
)

export const financeLendersArbitrary: fc.Arbitrary<FinanceLenders> = fc.dictionary(
  fc.constantFrom("taurus", "car_clarity", "manual", "360_finance", "nissan_finance"),
  fc.record(
    {
      interestRate: orNull(fc.constantFrom(6.29, 9.95)),
      comparisonRate: orNull(fc.constantFrom(8.19, 10.5)),
      paymentWeek: orNull(fc.integer({ min: 0, max: 900 })),
      paymentMonth: orNull(fc.integer({ min: 0, max: 3_900 })),
      termYears: orNull(fc.integer({ min: 1, max: 7 })),
      financeProvider: orNull(fc.constantFrom("Taurus", "Car Clarity"))
    },
    { requiredKeys: [] }
  ),
  { maxKeys: 3 }
)

/**
 * Dealership locations as the locator receives them: every location type (unknown ones as
 * `other`), coordinates anywhere on Earth, optional street details.
 *
 * @example
 * fc.assert(fc.property(dealershipLocationArbitrary, (location) => location.name.length > 0))
 */
export const dealershipLocationArbitrary: fc.Arbitrary<DealershipLocation> = fc.record(
  {
    id: fc.nat(),
    name: fc.constantFrom("Metro Toyota", "Coastal Kia Service", "Parts Hub"),
    location_type: fc.constantFrom("sales", "service", "parts", "other"),
    address: fc.record(
      {
        lat: fc.double({ min: -90, max: 90, noNaN: true }),
        long: fc.double({ min: -180, max: 180, noNaN: true }),
        street: orNull(fc.constantFrom("1 Main St", "")),
        city: orNull(fc.constantFrom("Brisbane", "Cairns")),
        state: orNull(fc.constantFrom("QLD", "NSW", "VIC")),
        postcode: orNull(fc.constantFrom("4000", "4870", "2000")),
        place_id: orNull(fc.constantFrom("ChIJ123", "")),
        place_url: orNull(url)
      },
      { requiredKeys: ["lat", "long"] }
    ),
    dealership: fc.record({ id: fc.nat(), slug: fc.constantFrom("metro-toyota", "coastal-kia") }),
    website_id: fc.nat(),
    website_name: fc.constantFrom("Metro Motor Group", "Coastal Kia"),
    website_url: orNull(fc.constantFrom("https://metro.example.com", "https://kia.example.com/"))
  },
  { requiredKeys: ["id", "name", "location_type", "address", "dealership", "website_id", "website_name"] }
)

/**
 * Gauge answers, including missing figures, fills and confidences on and around the thresholds
 * (0.2, 0.3, 0.6, 0.65), and ranges that end below the listing price.
 *
 * @example
 * fc.assert(fc.property(autoGaugeResponseArbitrary, (response) => gaugeView({ status: "done", body: response }, texts).kind !== "skeleton"))
 */
export const autoGaugeResponseArbitrary: fc.Arbitrary<AutoGaugeResponse> = fc.record(
  {
    fill: orNull(
      fc.oneof(fc.constantFrom(0, 0.29, 0.3, 0.59, 0.6, 0.64, 0.65, 1), fc.double({ min: 0, max: 1, noNaN: true }))
    ),
    listing_price: orNull(fc.integer({ min: 1_000, max: 200_000 })),
    market_range_min: orNull(fc.integer({ min: 1_000, max: 200_000 })),
    market_range_max: orNull(fc.integer({ min: 1_000, max: 250_000 })),
    confidence: orNull(fc.oneof(fc.constantFrom(0, 0.2, 0.21, 1), fc.double({ min: 0, max: 1, noNaN: true }))),
    description: orNull(fc.constantFrom("Fair Price", "", "  "))
  },
  { requiredKeys: [] }
)
