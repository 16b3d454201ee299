import { emptyLocationQuery, emptyStockQuery, type StockQuery } from "@dealer/core"

const query = (change: Partial<StockQuery>): StockQuery => ({ ...emptyStockQuery, ...change })
const near = (lat: number, lng: number, radiusKm = 50) => ({ ...emptyLocationQuery, lat, lng, radiusKm })

/**
 * The fixed mix of realistic searches, by kind; each kind cycles through its queries. Every
 * search counts every facet.
 */
export const QUERY_MIX: ReadonlyArray<readonly [string, ReadonlyArray<StockQuery>]> = [
  ["empty, all facets", [query({})]],
  [
    "1-3 filters",
    [
      query({ filters: { make: ["Toyota"] } }),
      query({ filters: { make: ["Mazda"], body: ["SUV"] } }),
      query({ filters: { car_type: ["used"], transmission: ["Automatic"], fuel: ["Petrol", "Diesel"] } }),
      query({ filters: { make: ["Kia", "Hyundai"], model: ["Sportage", "Tucson"] } })
    ]
  ],
  [
    "price range + sort",
    [
      query({ ranges: { price: { min: 20_000, max: 50_000 } }, sortBy: "price_asc" }),
      query({ ranges: { price: { min: 30_000, max: 70_000 } }, sortBy: "price_desc" }),
      query({ ranges: { price: { min: null, max: 25_000 } }, sortBy: "latest" })
    ]
  ],
  [
    "text",
    [
      query({ query: "hilux sr5" }),
      query({ query: "toyta" }),
      query({ query: "corolla" }),
      query({ query: "ranger xlt" })
    ]
  ],
  [
    "location 50 km",
    [
      query({ location: near(-27.47, 153.03) }),
      query({ location: near(-33.81, 151.0) }),
      query({ location: near(-37.98, 145.2) })
    ]
  ],
  [
    "deep page",
    [query({ page: 40, sortBy: "latest" }), query({ page: 120, sortBy: "price_asc" }), query({ page: 200 })]
  ]
]
