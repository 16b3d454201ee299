import * as Schema from "effect/Schema"
import { TenantConfig } from "./tenant-config.ts"

/**
 * The JSON Schema (draft 2020-12) of a tenant's settings document, from core's own schema: an
 * editor completes and checks keys as the dealer types. Unknown keys are refused, as the site
 * refuses them; `$schema` (the schema's address) and `$comment` (a note) are allowed at the top.
 * The site's check (`checkTenantSettings`) stays the authority: some rules (colour contrast,
 * bounds that depend on each other) are not expressible here.
 *
 * @example
 * import { tenantSettingsJsonSchema } from "@dealer/core/tenant"
 *
 * JSON.stringify(tenantSettingsJsonSchema(), null, 2) // written to app/tenants/tenant.schema.json
 */
export function tenantSettingsJsonSchema(): Record<string, unknown> {
  const document = Schema.toJsonSchemaDocument(TenantConfig, { onExcessProperty: "error" })
  const root = document.schema as { readonly properties?: Record<string, unknown> }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "Dealer site tenant settings",
    ...root,
    properties: {
      $schema: { type: "string", description: "The address of this JSON Schema, for editors." },
      $comment: { type: "string", description: "A note for people; the site ignores it." },
      ...root.properties
    },
    ...(Object.keys(document.definitions).length > 0 ? { $defs: document.definitions } : {})
  }
}

/** What `npm run tenant -- new` needs to write a starting document. */
export interface StarterTenant {
  readonly slug: string
  readonly id: number
}

const titleOf = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")

/**
 * A starting settings document for a new dealer: the required fields, one sales location with
 * weekday hours, and every value a placeholder to replace (`$comment` says which). It passes the
 * site's check as written, so the dealer changes one thing at a time.
 *
 * @example
 * import { starterTenantSettings } from "@dealer/core/tenant"
 *
 * starterTenantSettings({ slug: "chery-south", id: 8 }).name // => "Chery South"
 */
export function starterTenantSettings(starter: StarterTenant): Record<string, unknown> {
  const name = titleOf(starter.slug)
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" }))
  return {
    $schema: "./tenant.schema.json",
    $comment:
      "Replace every placeholder: the name, url, manufacturer (null for a used-car yard), the location's address, " +
      "coordinates, phone and hours. Then run `npm run tenant -- check` on this file and restart the site (or send it SIGHUP). " +
      "Optional sections (theme, home, finance, forms, texts, lead_delivery ...) are listed in docs/tenants.md.",
    id: starter.id,
    slug: starter.slug,
    name,
    url: `https://www.${starter.slug.replace(/-/g, "")}.example`,
    manufacturer: null,
    locations: [
      {
        id: starter.id * 100 + 1,
        name,
        slug: starter.slug,
        location_type: "sales",
        primary: true,
        manufacturers: [],
        dealership_id: starter.id * 100,
        dealership_slug: starter.slug,
        address: { street: "1 Example Street", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.4698, long: 153.0251 },
        phone: "07 5550 0000",
        contact_detail: {
          opening_hours: [
            { weekday: 0, status: "Closed" },
            ...weekdays,
            { weekday: 6, status: "Open", open: "09:00", close: "16:00" }
          ]
        }
      }
    ]
  }
}
