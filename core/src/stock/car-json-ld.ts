import { currentPrice, PLACEHOLDER_PRICE_LIMIT } from "../pricing/current-price.ts"
import { isAvailable } from "./availability.ts"
import { carLocationAddressLine } from "./car-location.ts"
import type { Car } from "./car.ts"
import { carTitle } from "./car-title.ts"

/** A schema.org object as plain JSON: the app serialises it into a `application/ld+json` script. */
export type JsonLd = { readonly [key: string]: JsonLdValue }
type JsonLdValue = string | number | boolean | JsonLd | ReadonlyArray<JsonLdValue>

/**
 * What a car's structured data needs besides the car: the page's address, the photos' addresses and
 * the dealer.
 */
export interface CarJsonLdContext {
  /** The car page's absolute address (its canonical URL). */
  readonly pageUrl: string
  /** Absolute addresses of the car's photos, the first one the main photo. */
  readonly imageUrls: ReadonlyArray<string>
  readonly dealer: { readonly name: string; readonly url: string; readonly telephone: string | null }
}

const conditionOf = (car: Pick<Car, "car_type">) =>
  car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition"

/** Only a real price is offered: placeholder prices (10 or less) and no-price cars carry none. */
function offerOf(car: Car, context: CarJsonLdContext, seller: JsonLd): JsonLd {
  const amount = currentPrice(car)
  const availability = !isAvailable(car)
    ? "https://schema.org/SoldOut"
    : car.status === "coming_soon"
      ? "https://schema.org/PreOrder"
      : "https://schema.org/InStock"
  return {
    "@type": "Offer",
    ...(amount > PLACEHOLDER_PRICE_LIMIT ? { price: amount, priceCurrency: "AUD" } : {}),
    availability,
    itemCondition: conditionOf(car),
    url: context.pageUrl,
    seller
  }
}

function dealerOf(car: Car, context: CarJsonLdContext): JsonLd {
  const address = car.location?.address
  const postal: JsonLd | null =
    address && typeof address !== "string"
      ? {
          "@type": "PostalAddress",
          ...(address.street ? { streetAddress: address.street } : {}),
          ...(address.city ? { addressLocality: address.city } : {}),
          ...(address.state ? { addressRegion: address.state } : {}),
          ...(address.postcode ? { postalCode: address.postcode } : {}),
          addressCountry: "AU"
        }
      : null
  const line = car.location ? carLocationAddressLine(car.location) : null
  return {
    "@type": "AutoDealer",
    name: context.dealer.name,
    url: context.dealer.url,
    ...(context.dealer.telephone ? { telephone: context.dealer.telephone } : {}),
    ...(postal ? { address: postal } : line ? { address: line } : {})
  }
}

const present = (entries: ReadonlyArray<readonly [string, string | null | undefined]>): JsonLd =>
  Object.fromEntries(entries.filter((entry): entry is readonly [string, string] => Boolean(entry[1]?.trim())))

/**
 * The schema.org `Car` of a vehicle page: its offer in AUD with availability, the odometer in
 * kilometres, the VIN where known, and the dealer as the offer's `AutoDealer` seller.
 *
 * @example
 * import { carJsonLd } from "@dealer/core/stock"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const car = exampleCar({ price: 45990 })
 * const pageUrl = "https://acme.example/cars/2022-toyota-hilux-sr5-t1234"
 * const jsonLd = carJsonLd(car, { pageUrl, imageUrls: [], dealer: { name: "Acme Motors", url: "https://acme.example", telephone: null } })
 * jsonLd["@type"] // => "Car"
 */
export function carJsonLd(car: Car, context: CarJsonLdContext): JsonLd {
  const seller = dealerOf(car, context)
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: carTitle(car),
    url: context.pageUrl,
    ...(context.imageUrls.length > 0 ? { image: context.imageUrls } : {}),
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: conditionOf(car),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    ...present([
      ["vehicleIdentificationNumber", car.vin],
      ["sku", car.stocknum],
      ["bodyType", car.body ?? car.simple_body],
      ["color", car.colour],
      ["fuelType", car.fuel ?? car.simple_fuel],
      ["vehicleTransmission", car.transmission ?? car.simple_transmission],
      ["driveWheelConfiguration", car.drive],
      ["description", car.dealercomments]
    ]),
    offers: offerOf(car, context, seller)
  }
}
