import { xmlText } from "./xml-text.ts"

/** What the shopper wants with the vehicle, in ADF's words. */
export type AdfInterest = "buy" | "lease" | "sell" | "trade-in" | "test-drive"

/** The vehicle a lead is about. */
export interface AdfVehicle {
  readonly interest: AdfInterest
  readonly status: "new" | "used" | null
  readonly year: number | null
  readonly make: string | null
  readonly model: string | null
  readonly trim: string | null
  readonly vin: string | null
  readonly stock: string | null
  /** Asking price in Australian dollars. */
  readonly price: number | null
}

/** The shopper; `fullName` is used when the form had one name field. */
export interface AdfCustomer {
  readonly firstName: string | null
  readonly lastName: string | null
  readonly fullName: string | null
  readonly email: string | null
  readonly phone: string | null
  readonly postcode: string | null
}

/** The dealership the lead goes to. */
export interface AdfVendor {
  readonly id: number | null
  readonly name: string
  readonly phone: string | null
}

/** The site that took the lead. */
export interface AdfProvider {
  readonly name: string
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
  readonly vehicle: AdfVehicle | null
  readonly customer: AdfCustomer
  readonly comments: string | null
  readonly vendor: AdfVendor
  readonly provider: AdfProvider
}

const present = (value: string | null): value is string => value !== null && value.trim() !== ""

const element = (name: string, value: string | number | null, attributes = ""): string | null =>
  value === null || (typeof value === "string" && !present(value))
    ? null
    : `<${name}${attributes}>${xmlText(String(value))}</${name}>`

const block = (indent: string, name: string, children: ReadonlyArray<string | null>, attributes = ""): string => {
  const inner = children.filter((child): child is string => child !== null)
  return [
    `${indent}<${name}${attributes}>`,
    ...inner.map((child) => `${indent}  ${child}`),
    `${indent}</${name}>`
  ].join("\n")
}

const attribute = (name: string, value: string) => ` ${name}="${xmlText(value)}"`

// ISO 8601 to the second, as ADF's own examples write it.
const requestDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z")

function names(customer: AdfCustomer): ReadonlyArray<string | null> {
  if (present(customer.firstName) || present(customer.lastName)) {
    return [
      element("name", customer.firstName, attribute("part", "first")),
      element("name", customer.lastName, attribute("part", "last"))
    ]
  }
  return [element("name", customer.fullName, attribute("part", "full"))]
}

function vehicle(lead: AdfVehicle): string {
  const attributes = attribute("interest", lead.interest) + (lead.status ? attribute("status", lead.status) : "")
  return block(
    "    ",
    "vehicle",
    [
      element("year", lead.year),
      element("make", lead.make),
      element("model", lead.model),
      element("vin", lead.vin),
      element("stock", lead.stock),
      element("trim", lead.trim),
      lead.price === null
        ? null
        : element("price", lead.price, attribute("type", "asking") + attribute("currency", "AUD"))
    ],
    attributes
  )
}

function customer(lead: AdfLead): string {
  const { email, phone, postcode } = lead.customer
  const address = present(postcode)
    ? `<address>${element("postalcode", postcode)}${element("country", "AU")}</address>`
    : null
  const contact = [
    ...names(lead.customer),
    element("email", email),
    element("phone", phone, attribute("type", "voice")),
    address
  ]
  return block("    ", "customer", [
    block("      ", "contact", contact).trimStart(),
    element("comments", lead.comments)
  ])
}

/**
 * Renders a lead as an ADF 1.0 XML document (the automotive lead format dealer CRMs read):
 * prospect with id and request date, the vehicle, the customer's contact and comments, the vendor
 * (dealership) and the provider (site). Every text is escaped; empty values are left out, and so
 * is the vehicle of a lead about no car.
 *
 * @example
 * adfLeadXml(lead)
 * // <?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>\n  <prospect status="new">\n    <id sequence="1" source="acme">812</id> ...
 */
export function adfLeadXml(lead: AdfLead): string {
  const vendorContact = block("      ", "contact", [
    element("name", lead.vendor.name, attribute("part", "full")),
    element("phone", lead.vendor.phone, attribute("type", "voice"))
  ]).trimStart()
  const prospect = [
    `    <id${attribute("sequence", "1")}${attribute("source", lead.source)}>${lead.id}</id>`,
    `    <requestdate>${requestDate(lead.requestDate)}</requestdate>`,
    lead.vehicle ? vehicle(lead.vehicle) : null,
    customer(lead),
    block("    ", "vendor", [
      lead.vendor.id === null ? null : element("id", lead.vendor.id, attribute("source", "dealership")),
      element("vendorname", lead.vendor.name),
      vendorContact
    ]),
    block("    ", "provider", [
      element("name", lead.provider.name, attribute("part", "full")),
      element("service", lead.provider.service),
      element("url", lead.provider.url)
    ])
  ].filter((part): part is string => part !== null)
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
