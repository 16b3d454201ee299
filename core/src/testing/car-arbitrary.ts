import fc from "fast-check"
import type { Car } from "../stock/car.ts"

const moneyOrNull = fc.option(fc.integer({ min: -1000, max: 400_000 }), { nil: null })

/**
 * Arbitrary cars for property tests: every field a rule reads varies, including the edge cases
 * (zero and placeholder prices, missing optional fields, unknown statuses).
 *
 * @example
 * fc.assert(fc.property(carArbitrary, (car) => priceDisplay(car, ctx).text.length > 0))
 */
export const carArbitrary: fc.Arbitrary<Car> = fc.record({
  id: fc.nat(),
  slug: fc.stringMatching(/^[a-z0-9-]{1,30}$/).filter((slug) => slug.length > 0),
  year: fc.integer({ min: 1990, max: 2027 }),
  make: fc.constantFrom("Toyota", "Mazda", "Kia", "Ford"),
  model: fc.constantFrom("Hilux", "CX-5", "EV6", "Ranger"),
  badge: fc.option(fc.constantFrom("SR5", "GX", "GT-Line", ""), { nil: null }),
  series: fc.option(fc.constantFrom("GUN126R", "KF", ""), { nil: null }),
  car_type: fc.constantFrom("new", "used", "demo", "other"),
  status: fc.constantFrom("in_stock", "coming_soon", "sold", "other"),
  fuel: fc.option(fc.constantFrom("Petrol", "Diesel", "Hybrid", "Plug-in Hybrid", "Electric"), { nil: null }),
  price: fc.integer({ min: -1000, max: 400_000 }),
  offer_price: moneyOrNull,
  before_price: moneyOrNull,
  subscription_price: moneyOrNull,
  preorder: fc.option(fc.boolean(), { nil: null }),
  reserved: fc.option(fc.boolean(), { nil: null }),
  certified: fc.option(fc.boolean(), { nil: null }),
  tag: fc.option(fc.constantFrom("Special Offer", "", "  "), { nil: null }),
  km: fc.nat({ max: 400_000 }),
  created_at: fc
    .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2027-01-01T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString())
})
