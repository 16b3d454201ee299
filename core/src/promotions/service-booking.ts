import { SERVICE_BOOKING_ANCHOR } from "./content-pages.ts"
import type { ContentSettings } from "./content-settings.ts"

/** The service page, which exists where the tenant configures it. */
const SERVICE_PAGE_PATH = "/service"
/** The general enquiry form, whose categories include Service Enquiry: where a tenant without a service page books services. */
const ENQUIRY_FORM_PATH = "/contact"

type ServiceContent = Pick<ContentSettings, "service" | "service_booking_href">

/**
 * Where 'Book Service' and 'BOOK A SERVICE' lead: the tenant's configured booking address, else its
 * service page's booking section (`/service#service-booking`), else the enquiry form.
 *
 * @example
 * import { serviceBookingHref } from "@dealer/core/promotions"
 *
 * serviceBookingHref({ service: { sections: [] } }) // => "/service#service-booking"
 * serviceBookingHref({}) // => "/contact"
 */
export function serviceBookingHref(content: ServiceContent): string {
  const configured = content.service_booking_href?.trim()
  if (configured) return configured
  return content.service ? `${SERVICE_PAGE_PATH}#${SERVICE_BOOKING_ANCHOR}` : ENQUIRY_FORM_PATH
}

/**
 * Where the header's Service link leads: the tenant's service page, or where it books services.
 *
 * @example
 * import { servicePageHref } from "@dealer/core/promotions"
 *
 * servicePageHref({ service: { sections: [] } }) // => "/service"
 * servicePageHref({ service_booking_href: "https://book.example/coastal" }) // => "https://book.example/coastal"
 */
export function servicePageHref(content: ServiceContent): string {
  return content.service ? SERVICE_PAGE_PATH : serviceBookingHref(content)
}
