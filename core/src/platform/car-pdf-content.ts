import { formatPhoneNumber } from "../locations/phone-number.ts"
import { locationPhone } from "../locations/location-contact.ts"
import type { Location } from "../locations/location.ts"
import { carDetailView } from "../stock/car-detail-view.ts"
import type { Car } from "../stock/car.ts"
import { carGalleryImages } from "../stock/gallery.ts"
import type { KeyInformationItem } from "../stock/key-information.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { carDealerLocation } from "./car-dealer-location.ts"

/** The printed page's closing note; `{site}` is the dealer site's name. */
export const CAR_PDF_DISCLAIMER =
  "Prices, specifications and availability are a guide only and may change without notice. Please confirm every detail with {site} before you buy."

/** The printed page shows the gallery's first photo large and the next three beneath it. */
export const CAR_PDF_PHOTOS = 4

const addressLine = ({ address }: Location) =>
  [address.street?.trim(), `${address.city} ${address.state} ${address.postcode}`].filter(Boolean).join(", ")

/** What the PDF of a car prints, top to bottom. */
export interface CarPdfContent {
  readonly title: string
  /** The price as the detail page shows it ("$45,990", "$129 per week", the no-price text). */
  readonly price: string
  readonly wasPrice: string | null
  readonly soldNotice: string | null
  readonly facts: ReadonlyArray<KeyInformationItem>
  readonly comments: string
  readonly dealer: { readonly name: string; readonly address: string | null; readonly phone: string | null } | null
  /** The first photos of the gallery, at most {@link CAR_PDF_PHOTOS}. */
  readonly photoUrls: ReadonlyArray<string>
  readonly disclaimer: string
}

/**
 * The content of a car's printable PDF (stock document section 7, "PDF generation by car slug"):
 * the detail page's title, price text, sold notice, key information and dealer comments, the
 * dealership that has the car, its first photos, and a closing disclaimer.
 *
 * @example
 * import { carPdfContent } from "@dealer/core/platform"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar({ price: 45990 })
 * const tenant = exampleTenant()
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * carPdfContent(car, tenant, now).price // => "$45,990"
 * carPdfContent(car, tenant, now).title // => "2022 Toyota Hilux SR5 GUN126R"
 */
export function carPdfContent(car: Car, tenant: Tenant, now: Date): CarPdfContent {
  const view = carDetailView(car, tenant, now)
  const { price } = view
  const location = carDealerLocation(car, tenant.locations)
  const phone = location ? locationPhone(location) : (car.location?.phone ?? null)
  return {
    title: view.title,
    price: price.kind === "subscription" ? `${price.text} ${price.suffix}` : price.text,
    wasPrice: price.kind === "price" ? price.wasText : null,
    soldNotice: view.soldNotice,
    facts: view.keyInformation.all,
    comments: view.dealerComments.text,
    dealer: location
      ? {
          name: location.name,
          address: addressLine(location),
          phone: phone ? formatPhoneNumber(phone, tenant.locator.mobile_phone_grouping) : null
        }
      : null,
    // Its photos only: a car without any prints none (the page's placeholder drawing is not a photo).
    photoUrls: carGalleryImages(car).slice(0, CAR_PDF_PHOTOS).map((image) => image.url),
    disclaimer: fillText(CAR_PDF_DISCLAIMER, { site: tenant.name })
  }
}
