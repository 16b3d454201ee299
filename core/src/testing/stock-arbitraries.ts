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

const measure = /* @__PURE__ */ fc.integer({ min: 0, max: 10_000 })
const url = /* @__PURE__ */ fc.constantFrom("/images/a.jpg", "/images/b.jpg", "https://cdn.example.com/c.webp", "")
const text = /* @__PURE__ */ fc.constantFrom("", "  ", "Sample", "Second line", 'Émile\'s "quote"')

/** A car's photo: its URL and order. */
export const carImageArbitrary: fc.Arbitrary<CarImage> = /* @__PURE__ */ fc.record(
  { image_url: url, thumb_url: /* @__PURE__ */ orNull(url) },
  { requiredKeys: ["image_url"] }
)

/** A car's video link. */
export const carVideoArbitrary: fc.Arbitrary<CarVideo> = /* @__PURE__ */ fc.record(
  { id: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.nat()), title: /* @__PURE__ */ orNull(text), video: /* @__PURE__ */ fc.record({ url }) },
  { requiredKeys: ["video"] }
)

/** A hotspot on a car's photo: its position and text. */
export const carHotspotArbitrary: fc.Arbitrary<CarHotspot> = /* @__PURE__ */ fc.record(
  {
    id: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.nat()),
    title: /* @__PURE__ */ orNull(text),
    description: /* @__PURE__ */ orNull(text),
    image_url: /* @__PURE__ */ orNull(url),
    positions: /* @__PURE__ */ fc.array(
      /* @__PURE__ */ fc.record(
        {
          frame: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.nat({ max: 71 })),
          x: /* @__PURE__ */ fc.integer({ min: 0, max: 100 }),
          y: /* @__PURE__ */ fc.integer({ min: 0, max: 100 })
        },
        { requiredKeys: ["x", "y"] }
      ),
      { maxLength: 3 }
    )
  },
  { requiredKeys: ["positions"] }
)

/** A car's hotspots, inside and outside. */
export const carHotspotsArbitrary: fc.Arbitrary<CarHotspots> = /* @__PURE__ */ fc.record(
  {
    exterior: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.array(carHotspotArbitrary, { maxLength: 3 })),
    interior: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.array(carHotspotArbitrary, { maxLength: 3 }))
  },
  { requiredKeys: [] }
)

/** A car's standard equipment list. */
export const standardEquipmentArbitrary: fc.Arbitrary<ReadonlyArray<StandardEquipmentItem>> = /* @__PURE__ */ fc.array(
  /* @__PURE__ */ fc.oneof(
    /* @__PURE__ */ fc.constantFrom("Cruise Control", "Reversing Camera", "Apple CarPlay", "", "Cruise Control"),
    /* @__PURE__ */ fc.record(
      {
        name: /* @__PURE__ */ fc.constantFrom("Lane Keep Assist", "Heated Seats", " "),
        category: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Safety", "Comfort"))
      },
      { requiredKeys: ["name"] }
    )
  ),
  { maxLength: 14 }
)

/** A variant of a new car model. */
export const carVariantArbitrary: fc.Arbitrary<CarVariant> = /* @__PURE__ */ fc.record(
  {
    cylinders: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(0, 3, 4, 6, 8)),
    enginesize: /* @__PURE__ */ orNull(measure),
    enginesize_litres: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(1.2, 1.5, 2, 2.8, 3.3)),
    induction: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Turbo", "Aspirated", "")),
    fuelconsumptioncombined: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(4.2, 6.8, 8.1, 11.5)),
    fuelcapacity: /* @__PURE__ */ orNull(measure),
    grossvehiclemass: /* @__PURE__ */ orNull(measure),
    vehiclelength: /* @__PURE__ */ orNull(measure),
    vehicleheight: /* @__PURE__ */ orNull(measure),
    vehiclewidth: /* @__PURE__ */ orNull(measure),
    towingcapacitybraked: /* @__PURE__ */ orNull(measure),
    torque: /* @__PURE__ */ orNull(measure),
    ancaprating: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 5 })),
    bodyconfiguration: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Dual Cab", "Wagon", "")),
    geartype: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Automatic", "Manual", "CVT"))
  },
  { requiredKeys: [] }
)

/** A caravan's specifications. */
export const caravanSpecificationsArbitrary: fc.Arbitrary<CaravanSpecifications> = /* @__PURE__ */ fc.record(
  {
    body_width: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 6, max: 9 })),
    body_length: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(14, 17.5, 19, 21, 23.5)),
    tare_weight: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 700, max: 3_200 })),
    axle_type: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Single", "Tandem", "")),
    sleeps: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 1, max: 8 })),
    aggregate_trailer_mass: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 1_000, max: 4_500 }))
  },
  { requiredKeys: [] }
)

/** The location a car is kept at, with its address. */
export const carLocationArbitrary: fc.Arbitrary<CarLocation> = /* @__PURE__ */ fc.record(
  {
    id: /* @__PURE__ */ fc.nat(),
    name: /* @__PURE__ */ fc.constantFrom("Metro Toyota", "Coastal Kia", ""),
    phone: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("07 3000 0000", "+61730000000")),
    slug: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("metro-toyota", "coastal-kia")),
    city: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Brisbane", "Gold Coast")),
    state: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("QLD", "NSW")),
    address: /* @__PURE__ */ orNull(
      /* @__PURE__ */ fc.oneof(
        /* @__PURE__ */ fc.constantFrom("1 Main St, Brisbane QLD 4000", ""),
        /* @__PURE__ */ fc.record(
          {
            street: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("1 Main St", "")),
            city: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Brisbane", "Southport")),
            state: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("QLD", "NSW")),
            postcode: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("4000", "4215")),
            place_url: /* @__PURE__ */ orNull(url)
          },
          { requiredKeys: [] }
        )
      )
    ),
    distribution_locations: /* @__PURE__ */ orNull(
      /* @__PURE__ */ fc.array(/* @__PURE__ */ fc.record({ id: /* @__PURE__ */ fc.nat(), name: /* @__PURE__ */ orNull(text), city: /* @__PURE__ */ orNull(text) }, { requiredKeys: ["id"] }), {
        maxLength: 3
      })
    )
  },
  { requiredKeys: ["id", "name"] }
)

/** A car's market figures as the Autograb service may send them. */
export const autograbDataArbitrary: fc.Arbitrary<AutograbData> = /* @__PURE__ */ fc.record(
  {
    average_market_price: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 400_000 })),
    state_average_market_price: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 400_000 }))
  },
  { requiredKeys: [] }
)

/** A Youx finance quote a car may carry. */
export const carYouxQuoteArbitrary: fc.Arbitrary<CarYouxQuote> = /* @__PURE__ */ fc.record(
  {
    weeklyRepaymentAmount: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 2_000 })),
    advertisedRate: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(6.29, 8.5, 12.99)),
    comparisonRate: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(8.19, 9.4, 14.1))
  },
  { requiredKeys: [] }
)

/** A car's finance figures per lender. */
export const financeLendersArbitrary: fc.Arbitrary<FinanceLenders> = /* @__PURE__ */ fc.dictionary(
  /* @__PURE__ */ fc.constantFrom("taurus", "car_clarity", "manual", "360_finance", "nissan_finance"),
  /* @__PURE__ */ fc.record(
    {
      interestRate: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(6.29, 9.95)),
      comparisonRate: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom(8.19, 10.5)),
      paymentWeek: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 900 })),
      paymentMonth: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 0, max: 3_900 })),
      termYears: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 1, max: 7 })),
      financeProvider: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Taurus", "Car Clarity"))
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
 * import fc from "fast-check"
 * import { dealershipLocationArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(dealershipLocationArbitrary, (location) => location.name.length > 0))
 */
export const dealershipLocationArbitrary: fc.Arbitrary<DealershipLocation> = /* @__PURE__ */ fc.record(
  {
    id: /* @__PURE__ */ fc.nat(),
    name: /* @__PURE__ */ fc.constantFrom("Metro Toyota", "Coastal Kia Service", "Parts Hub"),
    location_type: /* @__PURE__ */ fc.constantFrom("sales", "service", "parts", "other"),
    address: /* @__PURE__ */ fc.record(
      {
        lat: /* @__PURE__ */ fc.double({ min: -90, max: 90, noNaN: true }),
        long: /* @__PURE__ */ fc.double({ min: -180, max: 180, noNaN: true }),
        street: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("1 Main St", "")),
        city: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Brisbane", "Cairns")),
        state: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("QLD", "NSW", "VIC")),
        postcode: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("4000", "4870", "2000")),
        place_id: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("ChIJ123", "")),
        place_url: /* @__PURE__ */ orNull(url)
      },
      { requiredKeys: ["lat", "long"] }
    ),
    dealership: /* @__PURE__ */ fc.record({ id: /* @__PURE__ */ fc.nat(), slug: /* @__PURE__ */ fc.constantFrom("metro-toyota", "coastal-kia") }),
    website_id: /* @__PURE__ */ fc.nat(),
    website_name: /* @__PURE__ */ fc.constantFrom("Metro Motor Group", "Coastal Kia"),
    website_url: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("https://metro.example.com", "https://kia.example.com/"))
  },
  { requiredKeys: ["id", "name", "location_type", "address", "dealership", "website_id", "website_name"] }
)

/**
 * Gauge answers, including missing figures, fills and confidences on and around the thresholds
 * (0.2, 0.3, 0.6, 0.65), and ranges that end below the listing price.
 *
 * @example
 * import fc from "fast-check"
 * import { gaugeView } from "@dealer/core/gauge"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { autoGaugeResponseArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(autoGaugeResponseArbitrary, (response) => gaugeView({ status: "done", body: response }, defaultTexts).kind !== "skeleton"))
 */
export const autoGaugeResponseArbitrary: fc.Arbitrary<AutoGaugeResponse> = /* @__PURE__ */ fc.record(
  {
    fill: /* @__PURE__ */ orNull(
      /* @__PURE__ */ fc.oneof(/* @__PURE__ */ fc.constantFrom(0, 0.29, 0.3, 0.59, 0.6, 0.64, 0.65, 1), /* @__PURE__ */ fc.double({ min: 0, max: 1, noNaN: true }))
    ),
    listing_price: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 1_000, max: 200_000 })),
    market_range_min: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 1_000, max: 200_000 })),
    market_range_max: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.integer({ min: 1_000, max: 250_000 })),
    confidence: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.oneof(/* @__PURE__ */ fc.constantFrom(0, 0.2, 0.21, 1), /* @__PURE__ */ fc.double({ min: 0, max: 1, noNaN: true }))),
    description: /* @__PURE__ */ orNull(/* @__PURE__ */ fc.constantFrom("Fair Price", "", "  "))
  },
  { requiredKeys: [] }
)
