import { formatThousands } from "../pricing/money.ts"
import { priceDisplay } from "../pricing/price-display.ts"
import { sitePageUrl } from "../share/page-url.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText } from "../tenant/texts.ts"
import { carPath } from "./car-card.ts"
import type { Car } from "./car.ts"
import { carTitle } from "./car-title.ts"
import { carGalleryImages } from "./gallery.ts"
import { priceContextOf } from "./tenant-rule-context.ts"

/** The head of a vehicle page: title, description, canonical address and sharing image. */
export interface CarPageMeta {
  readonly title: string
  readonly description: string
  readonly canonicalUrl: string
  /** The site's address, without a trailing slash. */
  readonly siteUrl: string
  /** The main photo as an absolute address, for Open Graph; null for a car without photos. */
  readonly imageUrl: string | null
  /** Every photo as an absolute address. */
  readonly imageUrls: ReadonlyArray<string>
}

/** An address on the site made absolute; addresses that already are stay as they are. */
export function absoluteUrl(siteUrl: string, address: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(address)) return address
  return sitePageUrl(siteUrl, address) ?? address
}

/**
 * The vehicle page's title, description and addresses. The canonical address is on the tenant's
 * own site URL; a tenant without one uses the address the page was requested on (`origin`).
 *
 * @example
 * import { carPageMeta } from "@dealer/core/stock"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar()
 * carPageMeta(car, exampleTenant({ url: "https://acme.example" }), "http://localhost:3000").canonicalUrl
 * // => "https://acme.example/cars/2022-toyota-hilux-sr5-t1234"
 */
export function carPageMeta(car: Car, tenant: Tenant, origin: string): CarPageMeta {
  const title = carTitle(car)
  const siteUrl = sitePageUrl(tenant.url, "/") ?? sitePageUrl(origin, "/") ?? origin
  const price = priceDisplay(car, priceContextOf(tenant))
  const imageUrls = carGalleryImages(car).map((image) => absoluteUrl(siteUrl, image.url))
  return {
    title: fillText(tenant.texts.carPageTitle, { title, dealer: tenant.name }),
    description: fillText(tenant.texts.carPageDescription, {
      title,
      dealer: tenant.name,
      price: price.kind === "subscription" ? `${price.text}${price.suffix}` : price.text,
      km: `${formatThousands(car.km)} km`
    }),
    canonicalUrl: absoluteUrl(siteUrl, carPath(car)),
    siteUrl,
    imageUrl: imageUrls[0] ?? null,
    imageUrls
  }
}
