import { xmlText } from "./xml-text.ts"

/** What the shopper wants with the vehicle, in ADF's words. */
export type AdfInterest = "buy" | "lease" | "sell" | "trade-in" | "test-drive"

/** A price of a vehicle: the dealer's asking price, or the offer made for a trade-in. */
export interface AdfPrice {
  readonly type: "asking" | "offer" | "appraisal" | "quote"
  /** Australian dollars. */
  readonly amount: number
}

/** How the shopper means to pay: the figures of a finance enquiry. */
export interface AdfFinance {
  readonly method: "finance" | "lease" | "cash"
  /** The amount to finance, Australian dollars. */
  readonly total: number | null
  readonly downPayment: number | null
  readonly monthly: number | null
}

/** A vehicle of the lead: the one the shopper wants, or the one they trade in. */
export interface AdfVehicle {
  readonly interest: AdfInterest
  readonly status: "new" | "used" | null
  /** Ids beside the VIN and stock number, e.g. `{ source: "rego NSW", value: "ABC123" }`. */
  readonly ids: ReadonlyArray<{ readonly source: string; readonly value: string }>
  readonly year: number | null
  readonly make: string | null
  readonly model: string | null
  readonly trim: string | null
  readonly vin: string | null
  readonly stock: string | null
  readonly odometerKm: number | null
  readonly price: AdfPrice | null
  readonly finance: AdfFinance | null
  /** The page of the car, the trade-in's answers: what the CRM has no element for. */
  readonly comments: string | null
}

/** How the shopper asked to be contacted. */
export type AdfContactPreference = "email" | "phone" | "sms"

/** The shopper; `fullName` is used when the form had one name field. */
export interface AdfCustomer {
  readonly firstName: string | null
  readonly lastName: string | null
  readonly fullName: string | null
  readonly email: string | null
  readonly phone: string | null
  readonly postcode: string | null
  readonly preferredContact: AdfContactPreference | null
}

/** The dealership the lead goes to. */
export interface AdfVendor {
  readonly id: number | null
  readonly name: string
  readonly phone: string | null
  readonly email?: string | null | undefined
}

/** The site that took the lead. */
export interface AdfProvider {
  readonly name: string
  /** The site's address. */
  readonly url: string | null
  /** The service that produced it, e.g. the lead's category. */
  readonly service: string | null
}

/** Everything an ADF lead document says. */
export interface AdfLead {
  readonly id: number
  /** Whose numbering `id` follows (the tenant's slug). */
  readonly source: string
  readonly requestDate: Date
  /** The vehicle of interest first (a lead about no car names none), then any trade-in. */
  readonly vehicles: ReadonlyArray<AdfVehicle>
  readonly customer: AdfCustomer
  readonly comments: string | null
  readonly vendor: AdfVendor
  readonly provider: AdfProvider
}

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== ""

const element = (name: string, value: string | number | null | undefined, attributes = ""): string | null =>
  value === null || value === undefined || (typeof value === "string" && !present(value))
    ? null
    : `<${name}${attributes}>${xmlText(String(value))}</${name}>`

// ADF requires year, make and model: a lead about no particular car says so with empty ones.
const required = (name: string, value: string | number | null, attributes = "") =>
  element(name, value, attributes) ?? `<${name}${attributes}></${name}>`

const block = (indent: string, name: string, children: ReadonlyArray<string | null>, attributes = ""): string => {
  const inner = children.filter((child): child is string => child !== null)
  return [`${indent}<${name}${attributes}>`, ...inner.map((child) => `${indent}  ${child}`), `${indent}</${name}>`].join(
    "\n"
  )
}

const attribute = (name: string, value: string) => ` ${name}="${xmlText(value)}"`
const aud = /* @__PURE__ */ attribute("currency", "AUD")

// ISO 8601 to the second, as ADF's own examples write it.
const requestDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z")

function names(customer: AdfCustomer): ReadonlyArray<string | null> {
  if (present(customer.firstName) || present(customer.lastName)) {
    return [
      element("name", customer.firstName, attribute("part", "first")),
      element("name", customer.lastName, attribute("part", "last"))
    ]
  }
  return [element("name", customer.fullName ?? "", attribute("part", "full")) ?? `<name part="full"></name>`]
}

function finance(figures: AdfFinance): string {
  const amount = (type: string, value: number | null, limit: string) =>
    element("amount", value, attribute("type", type) + attribute("limit", limit) + aud)
  const amounts = [
    amount("total", figures.total, "maximum"),
    amount("downpayment", figures.downPayment, "exact"),
    amount("monthly", figures.monthly, "maximum")
  ].filter((line): line is string => line !== null)
  // ADF needs at least one amount; an enquiry without figures asks for the total.
  return `<finance>${element("method", figures.method)}${amounts.join("") || '<amount type="total"></amount>'}</finance>`
}

function vehicle(car: AdfVehicle): string {
  const attributes = attribute("interest", car.interest) + (car.status ? attribute("status", car.status) : "")
  return block(
    "    ",
    "vehicle",
    [
      ...car.ids.map((id) => element("id", id.value, attribute("source", id.source))),
      required("year", car.year),
      required("make", car.make),
      required("model", car.model),
      element("vin", car.vin),
      element("stock", car.stock),
      element("trim", car.trim),
      element("odometer", car.odometerKm, attribute("units", "km")),
      car.price === null ? null : element("price", car.price.amount, attribute("type", car.price.type) + aud),
      car.finance === null ? null : finance(car.finance),
      element("comments", car.comments)
    ],
    attributes
  )
}

const preferred = (customer: AdfCustomer, channel: AdfContactPreference) =>
  customer.preferredContact === null ? "" : attribute("preferredcontact", customer.preferredContact === channel ? "1" : "0")

function customer(lead: AdfLead): string {
  const person = lead.customer
  const phoneType = person.preferredContact === "sms" ? "cellphone" : "voice"
  const phonePreferred = person.preferredContact === "sms" ? preferred(person, "sms") : preferred(person, "phone")
  // ADF's address needs a street line; a postcode alone goes with an empty one.
  const address = present(person.postcode)
    ? `<address><street line="1"></street>${element("postalcode", person.postcode)}${element("country", "AU")}</address>`
    : null
  const contact = [
    ...names(person),
    element("email", person.email, preferred(person, "email")),
    element("phone", person.phone, attribute("type", phoneType) + phonePreferred),
    address
  ]
  return block("    ", "customer", [block("      ", "contact", contact).trimStart(), element("comments", lead.comments)])
}

/**
 * A vehicle that names nothing yet: the one a lead about no car sends (ADF requires one), and the
 * base of a vehicle that knows only some of its fields.
 *
 * @example
 * import { EMPTY_ADF_VEHICLE } from "@dealer/core/ports"
 *
 * ({ ...EMPTY_ADF_VEHICLE, interest: "trade-in", odometerKm: 45000 })
 */
export const EMPTY_ADF_VEHICLE: AdfVehicle = {
  interest: "buy",
  status: null,
  ids: [],
  year: null,
  make: null,
  model: null,
  trim: null,
  vin: null,
  stock: null,
  odometerKm: null,
  price: null,
  finance: null,
  comments: null
}

/**
 * Renders a lead as an ADF 1.0 XML document (the automotive lead format dealer CRMs read), valid
 * against the ADF 1.0 DTD: prospect with id and request date, the vehicle of interest (empty
 * year, make and model for a lead about no car, as ADF requires one) and any trade-in vehicle,
 * the customer's contact with the preferred channel and comments, the vendor (dealership) and the
 * provider (site). Every text is escaped; empty optional values are left out.
 *
 * @example
 * import { adfLeadXml, EMPTY_ADF_VEHICLE } from "@dealer/core/ports"
 *
 * const xml = adfLeadXml({
 *   id: 812,
 *   source: "acme",
 *   requestDate: new Date("2026-03-02T00:00:00Z"),
 *   vehicles: [{ ...EMPTY_ADF_VEHICLE, year: 2022, make: "Toyota", model: "Hilux" }],
 *   customer: { firstName: "Jo", lastName: "Citizen", fullName: null, email: "jo@example.com", phone: "0412345678", postcode: "4305", preferredContact: "phone" },
 *   comments: "Is it still available?",
 *   vendor: { id: 3, name: "Acme Motors", phone: "07 5550 1234" },
 *   provider: { name: "Acme Motors website", url: "https://acme.example", service: null }
 * })
 * xml.split("\n")[0] // => '<?xml version="1.0" encoding="UTF-8"?>'
 * xml.includes('<id sequence="1" source="acme">812</id>') // => true
 */
export function adfLeadXml(lead: AdfLead): string {
  const vendorContact = block("      ", "contact", [
    required("name", lead.vendor.name, attribute("part", "full")),
    element("email", lead.vendor.email),
    element("phone", lead.vendor.phone, attribute("type", "voice"))
  ]).trimStart()
  const vehicles = lead.vehicles.length > 0 ? lead.vehicles : [EMPTY_ADF_VEHICLE]
  const prospect = [
    `    <id${attribute("sequence", "1")}${attribute("source", lead.source)}>${lead.id}</id>`,
    `    <requestdate>${requestDate(lead.requestDate)}</requestdate>`,
    ...vehicles.map(vehicle),
    customer(lead),
    block("    ", "vendor", [
      lead.vendor.id === null ? null : element("id", lead.vendor.id, attribute("source", "dealership")),
      required("vendorname", lead.vendor.name),
      vendorContact
    ]),
    block("    ", "provider", [
      required("name", lead.provider.name, attribute("part", "full")),
      element("service", lead.provider.service),
      element("url", lead.provider.url)
    ])
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    "<adf>",
    '  <prospect status="new">',
    ...prospect,
    "  </prospect>",
    "</adf>",
    ""
  ].join("\n")
}
