import { carPath, carTitle, leadFormChoices, vehicleEnquiryDefaults, type Car, type Tenant } from "@dealer/core"
import type { FormPage, PageFormOptions, VehicleDialogContext } from "@dealer/core/forms"

/**
 * The page a lead form stands on, as the lead reports it: the address the form was served from
 * and, on the shopper's own post, their browser. A page as served (GET) names no browser: it may
 * be kept a second and served to the next visitor, and the platform records the browser of the
 * request that sends the lead. Visited pages and tracking parameters are the browser's to add.
 *
 * @example
 * formPage(request, tenant, car) // { url: "https://…/cars/…", car: { id, dealership_id }, ... }
 */
export function formPage(request: Request, tenant: Tenant, car: Car | null): FormPage {
  const url = new URL(request.url)
  url.hash = ""
  return {
    url: url.toString(),
    userAgent: request.method === "GET" || request.method === "HEAD" ? "" : (request.headers.get("user-agent") ?? ""),
    car: car === null ? null : { id: car.id, dealership_id: car.dealership_id ?? null },
    dealershipId: leadFormChoices(tenant.locations).dealershipId,
    visitedPages: [],
    linkedQueryParams: {}
  }
}

/**
 * What a standalone form page (contact, test drive, finance, enquiry) tells its form.
 *
 * @example
 * contactFormSetup(pageFormOptions(request, tenant, { locationShown: true }))
 */
export function pageFormOptions(
  request: Request,
  tenant: Tenant,
  extra: Partial<Omit<PageFormOptions, "page" | "stored" | "dealershipCount">> & { readonly car?: Car | null } = {}
): PageFormOptions {
  const { car = null, ...rest } = extra
  return {
    page: formPage(request, tenant, car),
    stored: null,
    dealershipCount: leadFormChoices(tenant.locations).dealerships.length,
    locationShown: false,
    ...rest
  }
}

/**
 * The context of a vehicle page's enquiry forms (Enquire Now, test drive, Request Photos, Find Me
 * Something Similar): the car's name and enquiry fields, on the car's page.
 *
 * @example
 * requestPhotosFormSetup(vehicleDialogContext(request, tenant, car), tenant.texts)
 */
export function vehicleDialogContext(request: Request, tenant: Tenant, car: Car): VehicleDialogContext {
  const { message: _message, opt_in: _optIn, subcategory: _subcategory, ...vehicle } = vehicleEnquiryDefaults(car, {
    message: "",
    subcategory: null
  })
  return {
    carName: carTitle(car),
    vehicle,
    // The lead names the vehicle page, whichever of its forms (dialog or no-script page) sent it.
    page: { ...formPage(request, tenant, car), url: new URL(carPath(car), request.url).toString() },
    stored: null,
    dealershipCount: 1
  }
}
