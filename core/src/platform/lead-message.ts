import { locationPhone } from "../locations/location-contact.ts"
import type { AdfLead, AdfVehicle } from "../ports/adf-lead.ts"
import { adfLeadXml } from "../ports/adf-lead.ts"
import { adfLeadFromStoredLead } from "../ports/adf-lead-from-lead.ts"
import type { StoredLead } from "../ports/lead-repository.ts"
import type { LeadMessage } from "../ports/outbox.ts"
import type { StoredValuation } from "../ports/valuation-repository.ts"
import { formatMoney } from "../pricing/money.ts"
import type { Car } from "../stock/car.ts"
import { carPath } from "../stock/car-card.ts"
import type { LeadRoute } from "./lead-route.ts"

/** The site a lead was taken on. */
export interface LeadSite {
  readonly name: string
  readonly url?: string | null | undefined
}

/** What a lead's message is made of besides the lead. */
export interface LeadMessageInput {
  readonly lead: StoredLead
  readonly car: Car | null
  readonly tradeIn: StoredValuation | null
  readonly route: LeadRoute
  readonly site: LeadSite
}

const siteUrl = (site: LeadSite) => (site.url ? site.url.replace(/\/+$/, "") : null)

function vehicleTitle(vehicle: AdfVehicle): string | null {
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim]
    .filter((part) => part !== null && part !== "")
    .join(" ")
  return title === "" ? null : title
}

function customerName(adf: AdfLead): string {
  const { firstName, lastName, fullName } = adf.customer
  return [firstName, lastName].filter(Boolean).join(" ") || fullName || "A shopper"
}

function vehicleLines(vehicle: AdfVehicle): ReadonlyArray<string> {
  const heading = vehicle.interest === "trade-in" ? "Trade-in" : vehicle.interest === "test-drive" ? "Test drive" : "Vehicle"
  const facts = [
    vehicle.status === null ? null : vehicle.status === "new" ? "new" : "used",
    ...vehicle.ids.map((id) => `${id.source} ${id.value}`),
    vehicle.stock === null ? null : `stock ${vehicle.stock}`,
    vehicle.vin === null ? null : `VIN ${vehicle.vin}`,
    vehicle.odometerKm === null ? null : `${vehicle.odometerKm.toLocaleString("en-AU")} km`
  ].filter((fact): fact is string => fact !== null)
  const price =
    vehicle.price === null
      ? null
      : `${vehicle.price.type === "appraisal" ? "Offer" : "Price"}: ${formatMoney(vehicle.price.amount)}`
  const finance =
    vehicle.finance === null
      ? null
      : `Finance: ${vehicle.finance.total === null ? "amount to be discussed" : `${formatMoney(vehicle.finance.total)} to finance`}`
  return [
    `${heading}: ${vehicleTitle(vehicle) ?? "not named"}${facts.length ? ` (${facts.join(", ")})` : ""}`,
    ...[price, finance].filter((line): line is string => line !== null),
    ...(vehicle.comments ?? "").split("\n").filter((line) => line !== "").map((line) => `  ${line}`)
  ]
}

/** The lead as a person reads it: who, how to reach them, the cars, what they said. */
function leadText(adf: AdfLead, route: LeadRoute): string {
  const { email, phone, postcode, preferredContact } = adf.customer
  return [
    `${adf.provider.service ?? "Enquiry"} for ${adf.vendor.name}`,
    "",
    `Name: ${customerName(adf)}`,
    ...(email ? [`Email: ${email}`] : []),
    ...(phone ? [`Phone: ${phone}`] : []),
    ...(postcode ? [`Postcode: ${postcode}`] : []),
    ...(preferredContact ? [`Preferred contact: ${preferredContact === "sms" ? "SMS" : preferredContact}`] : []),
    ...(route.location ? [`Location: ${route.location.name}`] : []),
    "",
    ...adf.vehicles.flatMap((vehicle) => [...vehicleLines(vehicle), ""]),
    ...(adf.comments ? [adf.comments, ""] : []),
    `Lead ${adf.id} from ${adf.provider.name}, ${adf.requestDate.toISOString()}`,
    ""
  ].join("\n")
}

function subjectOf(adf: AdfLead): string {
  const car = adf.vehicles.find((vehicle) => vehicle.interest !== "trade-in")
  const title = car ? vehicleTitle(car) : (adf.vehicles[0] && vehicleTitle(adf.vehicles[0]))
  return `${adf.provider.service ?? "Enquiry"}: ${customerName(adf)}${title ? ` - ${title}` : ""}`
}

/**
 * The message a lead is delivered as, to every channel: the dealership and location the routing
 * rule chose (`leadRoute`), the ADF 1.0 document whose vendor is that location, a readable text
 * part, a subject line, and the same lead as JSON for webhooks. Everything in it comes from the
 * stored lead, its car and its trade-in valuation, so every channel says the same.
 *
 * @example
 * import { leadMessage, leadRoute } from "@dealer/core/platform"
 * import type { StoredLead } from "@dealer/core/ports"
 * import { exampleCar, exampleLocation, exampleTenant } from "@dealer/core/testing"
 *
 * const car = exampleCar({ location_id: 11 })
 * const tenant = exampleTenant({ name: "Metro Motor Group", locations: [exampleLocation(11, 101, { name: "Metro Toyota Springwood" })] })
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const lead: StoredLead = {
 *   id: 812, tenantSlug: tenant.slug, category: "General Enquiry", subcategory: null, status: "complete", formCompleted: true,
 *   spam: false, carId: car.id, locationId: null, dealershipId: null, fields: { name: "Jo Citizen", phone: "0412345678" },
 *   attributes: { visited_pages: [], linked_query_params: {} }, steps: [], createdAt: now, updatedAt: now
 * }
 *
 * const message = leadMessage({ lead, car, tradeIn: null, route: leadRoute(lead.fields, car, tenant.locations), site: tenant })
 * message.locationId // => 11
 * message.xml.includes("<name part=\"full\">Metro Toyota Springwood</name>") // => true
 */
export function leadMessage({ lead, car, tradeIn, route, site }: LeadMessageInput): LeadMessage {
  const url = siteUrl(site)
  const adf = adfLeadFromStoredLead(lead, {
    car,
    carUrl: car && url ? `${url}${carPath(car)}` : null,
    tradeIn,
    vendor: {
      id: route.dealershipId,
      name: route.location?.name ?? site.name,
      phone: route.location ? locationPhone(route.location) : null
    },
    provider: { name: site.name, url }
  })
  return {
    leadId: lead.id,
    locationId: route.location?.id ?? null,
    dealershipId: route.dealershipId,
    subject: subjectOf(adf),
    xml: adfLeadXml(adf),
    text: leadText(adf, route),
    json: {
      id: lead.id,
      tenant: lead.tenantSlug,
      category: lead.category,
      subcategory: lead.subcategory,
      status: lead.status,
      createdAt: lead.createdAt.toISOString(),
      location: route.location ? { id: route.location.id, name: route.location.name } : null,
      dealershipId: route.dealershipId,
      customer: adf.customer,
      vehicles: adf.vehicles,
      comments: adf.comments,
      fields: lead.fields,
      attributes: lead.attributes
    }
  }
}
