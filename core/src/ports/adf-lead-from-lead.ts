import type { Car } from "../stock/car.ts"
import type { AdfInterest, AdfLead, AdfProvider, AdfVehicle, AdfVendor } from "./adf-lead.ts"
import type { LeadStepFields, StoredLead } from "./lead-repository.ts"

/** What a lead's document needs besides the lead: the car it is about, the dealership, the site. */
export interface AdfLeadContext {
  readonly car: Car | null
  readonly vendor: AdfVendor
  readonly provider: Omit<AdfProvider, "service">
}

// Form fields the CRM has no element for, written into the comments as "label: value" lines.
const DETAIL_FIELDS: ReadonlyArray<readonly [field: string, label: string]> = [
  ["Order Detail", "Order detail"],
  ["Rego, VIN, or Part#", "Rego, VIN, or Part#"],
  ["Part#", "Part#"],
  ["Vehicle Year", "Vehicle year"],
  ["Vehicle Make", "Vehicle make"],
  ["Vehicle Model", "Vehicle model"],
  ["Rego", "Rego"],
  ["rego", "Rego"],
  ["regoState", "Rego state"],
  ["VIN", "VIN"],
  ["kms", "Kilometres"],
  ["finance", "Under finance"],
  ["has_trade_in", "Has a trade-in"],
  ["preferred_date_time", "Preferred date and time"],
  ["PreferredContactMethod", "Preferred contact method"],
  ["additional_services", "Additional services"]
]

function text(fields: LeadStepFields, field: string): string | null {
  const value = fields[field]
  if (typeof value === "number" && Number.isFinite(value)) return String(value)
  if (typeof value !== "string" || value.trim() === "") return null
  return value.trim()
}

function detail(fields: LeadStepFields, field: string): string | null {
  const value = fields[field]
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === "string" && item.trim() !== "")
    return items.length === 0 ? null : items.join(", ")
  }
  if (typeof value === "boolean") return value ? "Yes" : "No"
  return text(fields, field)
}

function comments(lead: StoredLead): string | null {
  const lines = [
    text(lead.fields, "message"),
    ...DETAIL_FIELDS.map(([field, label]) => {
      const value = detail(lead.fields, field)
      return value === null ? null : `${label}: ${value}`
    })
  ].filter((line): line is string => line !== null)
  return lines.length === 0 ? null : lines.join("\n")
}

const interestOf = (category: string): AdfInterest => (/test ?drive/i.test(category) ? "test-drive" : "buy")

function vehicleOf(car: Car, category: string): AdfVehicle {
  return {
    interest: interestOf(category),
    status: car.car_type === "used" ? "used" : car.car_type === "other" ? null : "new",
    year: car.year,
    make: car.make,
    model: car.model,
    trim: car.badge ?? null,
    vin: car.vin ?? null,
    stock: car.stocknum ?? null,
    price: car.price > 0 ? car.price : null
  }
}

/**
 * The ADF lead of a stored lead: the merged fields of every step give the contact (first and
 * last name, or the one name field as a full name), the comments (message first, then the fields
 * the CRM has no element for), and the category names the service; the car gives the vehicle
 * (new and demo cars are "new"; a test-drive category is a "test-drive" interest).
 *
 * @example
 * adfLeadXml(adfLeadFromStoredLead(lead, { car, vendor: { id: 3, name: "Acme Motors", phone: null }, provider }))
 */
export function adfLeadFromStoredLead(lead: StoredLead, context: AdfLeadContext): AdfLead {
  const firstName = text(lead.fields, "name")
  const lastName = text(lead.fields, "last_name")
  const split = lastName !== null
  return {
    id: lead.id,
    source: lead.tenantSlug,
    requestDate: lead.createdAt,
    vehicle: context.car ? vehicleOf(context.car, lead.category) : null,
    customer: {
      firstName: split ? firstName : null,
      lastName,
      fullName: split ? null : firstName,
      email: text(lead.fields, "email"),
      phone: text(lead.fields, "phone"),
      postcode: text(lead.fields, "postcode")
    },
    comments: comments(lead),
    vendor: context.vendor,
    provider: {
      ...context.provider,
      service: lead.subcategory ? `${lead.category} / ${lead.subcategory}` : lead.category
    }
  }
}
