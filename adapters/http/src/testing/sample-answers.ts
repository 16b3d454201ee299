/** A car as the API sends it: the required fields of core's `Car` plus a few optional ones. */
export const sampleCarJson = {
  id: 1234,
  slug: "2022-toyota-hilux-sr5-t1234",
  name: "2022 Toyota Hilux SR5",
  year: 2022,
  make: "Toyota",
  model: "Hilux",
  car_type: "used",
  status: "in_stock",
  price: 45990,
  km: 32000,
  created_at: "2025-01-10T00:00:00Z",
  photos_count: 24,
  updated_at: "2025-02-01T03:04:05Z"
}

/** A location as `GET /api/dealership-locations` sends it. */
export const sampleDealershipLocationJson = {
  id: 12,
  name: "Acme Toyota Southport",
  location_type: "sales",
  address: { lat: -27.97, long: 153.4, city: "Southport", state: "QLD", postcode: "4215" },
  dealership: { id: 3, slug: "acme-toyota" },
  website_id: 1,
  website_name: "Acme Motor Group",
  website_url: "https://acme.example.com"
}

/** An API error body (docs/api.md, "Errors"). */
export const errorBody = (
  code: string,
  message: string,
  fields: ReadonlyArray<{ path: string; message: string }> = []
) => ({
  error: { code, message, fields }
})
