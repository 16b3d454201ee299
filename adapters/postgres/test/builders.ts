import { decodeOrThrow, TenantConfig, type Car } from "@dealer/core"

/** A valid car; `id` also shapes the slug unless the test overrides it. */
export function testCar(id: number, overrides: Partial<Car> = {}): Car {
  return {
    id,
    slug: `2021-toyota-corolla-${id}`,
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    car_type: "used",
    status: "in_stock",
    price: 25_990,
    km: 42_000,
    created_at: "2024-05-01T10:00:00Z",
    badge: "Ascent Sport",
    images: [{ image_url: `https://img.example/${id}.jpg`, thumb_url: null }],
    ...overrides
  }
}

/** A valid, fully decoded tenant configuration without locations; defaults fill every section. */
export function testTenant(slug: string, id = 1): TenantConfig {
  return decodeOrThrow(
    TenantConfig,
    { id, slug, name: `Dealer ${slug}`, locations: [], stock: { certified_logo: true } },
    "test tenant"
  )
}

/** A lead's first submit fields, as core's `leadPayload` builds them for the short lead form. */
export function testLeadFields(overrides: Record<string, unknown> = {}) {
  return {
    name: "Jo",
    last_name: "Citizen",
    postcode: "4000",
    phone: "0412345678",
    email: "jo@example.com",
    url: "https://acme.localhost/cars/2021-toyota-corolla-1",
    source: "Website" as const,
    user_agent: "Mozilla/5.0",
    car_id: 1,
    car_dealership_id: 3,
    lead_attributes: {
      visited_pages: ["/", "/cars/2021-toyota-corolla-1"],
      linked_query_params: { utm_source: "google" }
    },
    category: "Vehicle Enquiry",
    subcategory: null,
    ...overrides
  }
}

/** A moment in tests, `minutes` after a fixed start. */
export function at(minutes: number): Date {
  return new Date(Date.UTC(2026, 2, 2, 0, 0, 0) + minutes * 60_000)
}
