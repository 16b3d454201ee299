import type { Car } from "../stock/car.ts"
import {
  EMPTY_ADF_VEHICLE,
  type AdfContactPreference,
  type AdfInterest,
  type AdfLead,
  type AdfProvider,
  type AdfVehicle,
  type AdfVendor
} from "./adf-lead.ts"
import type { LeadStepFields, StoredLead } from "./lead-repository.ts"
import type { StoredValuation } from "./valuation-repository.ts"

/** What a lead's document needs besides the lead: the cars, the dealership, the site. */
export interface AdfLeadContext {
  readonly car: Car | null
  /** The car's page on the site, for the dealer to open. */
  readonly carUrl: string | null
  /** The trade-in valuation of the lead, with its answers and offer. */
  readonly tradeIn: StoredValuation | null
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
  ["VIN", "VIN"],
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

const lines = (entries: ReadonlyArray<string | null>): string | null => {
  const kept = entries.filter((line): line is string => line !== null)
  return kept.length === 0 ? null : kept.join("\n")
}

// The lead extras a CRM keeps as notes: where it came from, the pages before it, the campaign.
function extras(lead: StoredLead): ReadonlyArray<string | null> {
  const params = Object.entries(lead.attributes.linked_query_params)
  return [
    `Source: ${text(lead.fields, "source") ?? "Website"}`,
    text(lead.fields, "url") === null ? null : `Sent from: ${text(lead.fields, "url")}`,
    lead.attributes.visited_pages.length === 0 ? null : `Visited pages: ${lead.attributes.visited_pages.join(", ")}`,
    params.length === 0 ? null : `Query parameters: ${params.map(([key, value]) => `${key}=${value}`).join("&")}`
  ]
}

function comments(lead: StoredLead): string | null {
  return lines([
    text(lead.fields, "message"),
    ...DETAIL_FIELDS.map(([field, label]) => {
      const value = detail(lead.fields, field)
      return value === null ? null : `${label}: ${value}`
    }),
    ...extras(lead)
  ])
}

const isTestDrive = (category: string) => /test ?drive/i.test(category)
const isFinance = (category: string) => /finance/i.test(category)
const interestOf = (category: string): AdfInterest => (isTestDrive(category) ? "test-drive" : "buy")

function vehicleOf(car: Car, lead: StoredLead, url: string | null): AdfVehicle {
  const price = car.price > 0 ? car.price : null
  return {
    interest: interestOf(lead.category),
    status: car.car_type === "used" ? "used" : car.car_type === "other" ? null : "new",
    ids: [],
    year: car.year,
    make: car.make,
    model: car.model,
    trim: car.badge ?? null,
    vin: car.vin ?? null,
    stock: car.stocknum ?? null,
    odometerKm: car.car_type === "used" && typeof car.km === "number" && car.km > 0 ? car.km : null,
    price: price === null ? null : { type: "asking", amount: price },
    finance: isFinance(lead.category) ? { method: "finance", total: price, downPayment: null, monthly: null } : null,
    comments: lines([car.car_type === "demo" ? "Condition: demo" : null, url === null ? null : `Link: ${url}`])
  }
}

const numberFrom = (value: unknown): number | null => {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.replace(/[\s,]/g, "")) : NaN
  return Number.isFinite(number) && number >= 0 ? number : null
}

const textFrom = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null)

interface AskedQuestion {
  readonly id: string
  readonly label: string
}

function askedQuestions(vehicle: { readonly [field: string]: unknown }): ReadonlyArray<AskedQuestion> {
  const questions = vehicle.questions
  if (!Array.isArray(questions)) return []
  return questions.flatMap((question: unknown) => {
    const { id, label } = (question ?? {}) as { readonly id?: unknown; readonly label?: unknown }
    return typeof id === "string" && typeof label === "string" ? [{ id, label }] : []
  })
}

const answerText = (value: unknown) =>
  typeof value === "boolean" ? (value ? "Yes" : "No") : typeof value === "number" ? String(value) : textFrom(value)

// The seller's answers, by the question's own words where the lookup kept them.
function answers(valuation: StoredValuation): ReadonlyArray<string | null> {
  const given = valuation.adjustmentAnswers ?? {}
  const labels = new Map(askedQuestions(valuation.vehicle ?? {}).map((question) => [question.id, question.label]))
  return Object.entries(given).map(([id, value]) => {
    const answer = answerText(value)
    return answer === null ? null : `${labels.get(id) ?? id}: ${answer}`
  })
}

// The plate as an ADF id: "rego NSW" when the state is known.
const regoIds = (rego: string | null, regoState: string | null) =>
  rego === null ? [] : [{ source: regoState === null ? "rego" : `rego ${regoState.toUpperCase()}`, value: rego }]

const underFinance = (lead: StoredLead) => {
  const answer = detail(lead.fields, "finance")
  return answer === null ? null : `Under finance: ${answer}`
}

// The valuer describes a car as "2022 Toyota RAV4 GX": what follows year, make and model is the trim.
function trimOf(description: string | null, parts: ReadonlyArray<string | number | null>): string | null {
  if (description === null) return null
  const prefix = parts.filter((part) => part !== null).join(" ")
  if (prefix === "" || !description.toLowerCase().startsWith(prefix.toLowerCase())) return null
  return description.slice(prefix.length).trim() || null
}

function tradeInVehicle(valuation: StoredValuation, lead: StoredLead): AdfVehicle {
  const vehicle = valuation.vehicle ?? {}
  const year = numberFrom(vehicle.year)
  const rego = valuation.rego ?? text(lead.fields, "rego")
  const regoState = valuation.regoState ?? text(lead.fields, "regoState")
  const kms = numberFrom(valuation.adjustmentAnswers?.kms) ?? numberFrom(lead.fields.kms)
  const make = textFrom(vehicle.make)
  const model = textFrom(vehicle.model)
  const description = textFrom(vehicle.description)
  return {
    interest: "trade-in",
    status: "used",
    ids: regoIds(rego, regoState),
    year,
    make,
    model,
    trim: trimOf(description, [year, make, model]),
    vin: null,
    stock: null,
    odometerKm: kms,
    price: valuation.offerPrice === null ? null : { type: "appraisal", amount: valuation.offerPrice },
    finance: null,
    comments: lines([
      description,
      underFinance(lead),
      ...answers(valuation),
      valuation.offerPrice === null ? "No online estimate given" : null,
      valuation.offerAccepted ? "Offer accepted" : null
    ])
  }
}

// A trade-in lead whose valuation was not kept still tells the dealer the plate and kilometres.
function tradeInFromFields(lead: StoredLead): AdfVehicle | null {
  const rego = text(lead.fields, "rego")
  if (rego === null) return null
  return {
    ...EMPTY_ADF_VEHICLE,
    interest: "trade-in",
    status: "used",
    ids: regoIds(rego, text(lead.fields, "regoState")),
    odometerKm: numberFrom(lead.fields.kms),
    comments: underFinance(lead)
  }
}

const PREFERENCES: Readonly<Record<string, AdfContactPreference>> = { phone: "phone", email: "email", sms: "sms" }

/**
 * The ADF lead of a stored lead: the merged fields of every step give the contact (first and
 * last name, or the one name field as a full name) and the preferred contact method; the
 * comments hold the message, the fields the CRM has no element for and the lead extras (source,
 * page, visited pages, query parameters); the car gives the vehicle of interest (new and demo
 * cars are "new"; a test-drive category is a "test-drive" interest; a finance enquiry carries the
 * amount to finance) and the trade-in valuation a second, "trade-in" vehicle with its plate,
 * kilometres, answers and offer.
 *
 * @example
 * import { adfLeadFromStoredLead, type StoredLead } from "@dealer/core/ports"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 * const lead: StoredLead = {
 *   id: 812, tenantSlug: "acme", category: "General Enquiry", subcategory: null, status: "complete", formCompleted: true,
 *   spam: false, carId: 1, locationId: null, dealershipId: null,
 *   fields: { name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0412345678", PreferredContactMethod: "Phone" },
 *   attributes: { visited_pages: [], linked_query_params: {} }, steps: [], createdAt: now, updatedAt: now
 * }
 * const adf = adfLeadFromStoredLead(lead, {
 *   car: exampleCar(),
 *   carUrl: "https://acme.example/cars/2022-toyota-hilux-sr5-t1234",
 *   tradeIn: null,
 *   vendor: { id: 3, name: "Acme Motors", phone: null },
 *   provider: { name: "Acme Motors website", url: "https://acme.example" }
 * })
 * adf.customer.preferredContact // => "phone"
 * adf.vehicles[0]?.make // => "Toyota"
 */
export function adfLeadFromStoredLead(lead: StoredLead, context: AdfLeadContext): AdfLead {
  const firstName = text(lead.fields, "name")
  const lastName = text(lead.fields, "last_name")
  const split = lastName !== null
  const tradeIn = context.tradeIn ? tradeInVehicle(context.tradeIn, lead) : tradeInFromFields(lead)
  const preference = text(lead.fields, "PreferredContactMethod")?.toLowerCase() ?? null
  return {
    id: lead.id,
    source: lead.tenantSlug,
    requestDate: lead.createdAt,
    vehicles: [
      ...(context.car ? [vehicleOf(context.car, lead, context.carUrl)] : []),
      ...(tradeIn === null ? [] : [tradeIn])
    ],
    customer: {
      firstName: split ? firstName : null,
      lastName,
      fullName: split ? null : firstName,
      email: text(lead.fields, "email"),
      phone: text(lead.fields, "phone"),
      postcode: text(lead.fields, "postcode"),
      preferredContact: preference === null ? null : (PREFERENCES[preference] ?? null)
    },
    comments: comments(lead),
    vendor: context.vendor,
    provider: {
      ...context.provider,
      service: lead.subcategory ? `${lead.category} / ${lead.subcategory}` : lead.category
    }
  }
}
