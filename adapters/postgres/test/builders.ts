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
