import { emptyStockQuery } from "@dealer/core"
import { Result } from "effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ApiError } from "./api-error.ts"
import { createPlatformClient } from "./platform-client.ts"
import { startCannedServer, type CannedServer } from "./testing/canned-server.ts"
import { errorBody, sampleCarJson, sampleDealershipLocationJson } from "./testing/sample-answers.ts"

let server: CannedServer
let log: ReturnType<typeof vi.fn<(message: string, error: ApiError) => void>>
beforeEach(async () => {
  server = await startCannedServer()
  log = vi.fn<(message: string, error: ApiError) => void>()
})
afterEach(() => server.close())

const client = (timeoutMs?: number) =>
  createPlatformClient({
    baseUrl: server.baseUrl,
    retryDelayMs: 0,
    log,
    ...(timeoutMs === undefined ? {} : { timeoutMs })
  }).stock

const slug = sampleCarJson.slug
const searchAnswer = {
  hits: [sampleCarJson],
  total: 1,
  page: 1,
  pages: 1,
  facets: { make: [{ label: "Toyota", value: "Toyota", count: 1 }] },
  facetStats: { price: { min: 45990, max: 45990 } },
  ms: 3
}

describe("stock.search", () => {
  it("sends the query as the search URL state and decodes the result with every facet present", async () => {
    server.answer("GET /api/stock/search", { json: searchAnswer })
    const query = { ...emptyStockQuery, query: "hilux", filters: { make: ["Toyota", "Mazda"] }, page: 2 }
    const result = await client().search(query)
    const sent = server.requests[0]?.query
    expect(sent?.get("query")).toBe("hilux")
    expect(sent?.getAll("make")).toEqual(["Toyota", "Mazda"])
    expect(sent?.get("page")).toBe("2")
    expect(Result.isSuccess(result)).toBe(true)
    if (Result.isSuccess(result)) {
      expect(result.success.hits[0]?.slug).toBe(slug)
      expect(result.success.facets.make).toEqual([{ label: "Toyota", value: "Toyota", count: 1 }])
      expect(result.success.facets.model).toEqual([])
      expect(result.success.facetStats.price).toEqual({ min: 45990, max: 45990 })
      expect(result.success.facetStats.km).toBeNull()
      expect(result.success.error).toBeNull()
    }
  })

  it("reports a 400 naming the bad parameter", async () => {
    server.answer("GET /api/stock/search", {
      status: 400,
      json: errorBody("invalid_input", "page must be a whole number from 1", [
        { path: "page", message: "page must be a whole number from 1" }
      ])
    })
    const result = await client().search(emptyStockQuery)
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      kind: "http",
      status: 400,
      code: "invalid_input",
      fields: [{ path: "page", message: "page must be a whole number from 1" }]
    })
  })

  it("reports a malformed hit as a decode error naming its field", async () => {
    server.answer("GET /api/stock/search", { json: { ...searchAnswer, hits: [{ ...sampleCarJson, price: "45,990" }] } })
    const result = await client().search(emptyStockQuery)
    expect(Result.isFailure(result) && result.failure.kind).toBe("decode")
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["hits.0.price"])
  })
})

describe("stock.car", () => {
  it("decodes the car", async () => {
    server.answer(`GET /api/cars/${slug}`, { json: sampleCarJson })
    const result = await client().car(slug)
    expect(Result.isSuccess(result) && result.success).toMatchObject({ id: 1234, make: "Toyota", status: "in_stock" })
  })

  it("reports a car this tenant does not have as not_found", async () => {
    server.answer(`GET /api/cars/${slug}`, { status: 404, json: errorBody("not_found", "No such car.") })
    const result = await client().car(slug)
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      status: 404,
      code: "not_found",
      message: "No such car."
    })
  })

  it("reports a missing required field by its path", async () => {
    const { make: _make, ...withoutMake } = sampleCarJson
    server.answer(`GET /api/cars/${slug}`, { json: withoutMake })
    const result = await client().car(slug)
    expect(Result.isFailure(result) && result.failure).toMatchObject({ kind: "decode", code: "invalid_response" })
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["make"])
  })

  it("reports a slow answer as a timeout", async () => {
    server.answer(`GET /api/cars/${slug}`, { delayMs: 2_000, json: sampleCarJson })
    const result = await client(100).car(slug)
    expect(Result.isFailure(result) && result.failure.kind).toBe("timeout")
  })

  it("escapes the slug as one path segment", async () => {
    server.answer("GET /api/cars/a%2Fb", { json: sampleCarJson })
    await client().car("a/b")
    expect(server.requests[0]?.path).toBe("/api/cars/a%2Fb")
  })
})

describe("stock.similarCarIds", () => {
  it("answers the ids", async () => {
    server.answer(`GET /api/cars/${slug}/similar`, { json: { ids: [12, 40, 41] } })
    const result = await client().similarCarIds(slug)
    expect(Result.isSuccess(result) && result.success).toEqual([12, 40, 41])
  })

  it("keeps a failure as a typed error for the caller's filtered-search fallback", async () => {
    server.answer(`GET /api/cars/${slug}/similar`, {
      status: 503,
      json: errorBody("unavailable", "Try again shortly.")
    })
    const result = await client().similarCarIds(slug)
    expect(Result.isFailure(result) && result.failure).toMatchObject({ status: 503, code: "unavailable" })
  })

  it("reports an id that is not a whole number", async () => {
    server.answer(`GET /api/cars/${slug}/similar`, { json: { ids: [12, 4.5] } })
    const result = await client().similarCarIds(slug)
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["ids.1"])
  })
})

describe("stock.manufacturerLocations", () => {
  const website = {
    id: 1,
    name: "Acme Motor Group",
    url: "https://acme.example.com",
    dealership: { id: 3, slug: "acme-toyota" },
    locations: [sampleDealershipLocationJson]
  }

  it("decodes the websites with their locations", async () => {
    server.answer("GET /api/manufacturer-locations", { json: [website] })
    const result = await client().manufacturerLocations()
    expect(Result.isSuccess(result) && result.success[0]?.locations[0]?.name).toBe("Acme Toyota Southport")
    expect(log).not.toHaveBeenCalled()
  })

  it("logs a failure as 'Failed to fetch locations' and answers an empty list", async () => {
    server.answer("GET /api/manufacturer-locations", { status: 500, raw: "boom" })
    const result = await client().manufacturerLocations()
    expect(Result.isSuccess(result) && result.success).toEqual([])
    expect(log).toHaveBeenCalledWith("Failed to fetch locations", expect.objectContaining({ status: 500 }))
  })

  it("treats a malformed answer the same way", async () => {
    server.answer("GET /api/manufacturer-locations", { json: [{ ...website, id: "one" }] })
    const result = await client().manufacturerLocations()
    expect(Result.isSuccess(result) && result.success).toEqual([])
    expect(log).toHaveBeenCalledWith("Failed to fetch locations", expect.objectContaining({ kind: "decode" }))
  })
})

describe("stock.dealershipLocations", () => {
  it("asks for one location type and decodes the locations", async () => {
    server.answer("GET /api/dealership-locations", { json: [sampleDealershipLocationJson] })
    const result = await client().dealershipLocations("service")
    expect(server.requests[0]?.query.get("type")).toBe("service")
    expect(Result.isSuccess(result) && result.success[0]?.dealership.slug).toBe("acme-toyota")
  })

  it("reports a location outside the map's coordinates", async () => {
    const bad = { ...sampleDealershipLocationJson, address: { ...sampleDealershipLocationJson.address, lat: -127 } }
    server.answer("GET /api/dealership-locations", { json: [bad] })
    const result = await client().dealershipLocations()
    expect(server.requests[0]?.query.has("type")).toBe(false)
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["0.address.lat"])
  })
})

describe("stock.autoGauge", () => {
  const gauge = { fill: 0.7, listing_price: 45990, market_range_min: 42000, market_range_max: 49000, confidence: 0.8 }

  it("decodes the gauge from the car path's autogauge", async () => {
    server.answer(`GET /cars/${slug}/autogauge`, { json: gauge })
    const result = await client().autoGauge(slug)
    expect(Result.isSuccess(result) && result.success).toEqual(gauge)
  })

  it("answers null for 404 No data returned", async () => {
    server.answer(`GET /cars/${slug}/autogauge`, { status: 404, json: errorBody("not_found", "No data returned") })
    const result = await client().autoGauge(slug)
    expect(Result.isSuccess(result) && result.success).toBeNull()
  })

  it("keeps other failures as errors", async () => {
    server.answer(`GET /cars/${slug}/autogauge`, { json: { ...gauge, fill: "high" } })
    const result = await client().autoGauge(slug)
    expect(Result.isFailure(result) && result.failure.fields.map((field) => field.path)).toEqual(["fill"])
  })
})

describe("stock.carViews", () => {
  const query = { photosCount: 24, updatedAt: "2025-02-01T03:04:05Z", websiteId: 1 }

  it("sends photos_count, updated_at and website_id and answers the views", async () => {
    server.answer(`GET /api/cars/${slug}/view.json`, { json: { views: 118, car_fields: { views: 118 } } })
    const result = await client().carViews(slug, query)
    const sent = server.requests[0]?.query
    expect([sent?.get("photos_count"), sent?.get("updated_at"), sent?.get("website_id")]).toEqual([
      "24",
      "2025-02-01T03:04:05Z",
      "1"
    ])
    expect(Result.isSuccess(result) && result.success).toEqual({ views: 118, car_fields: { views: 118 } })
  })

  it("answers null when the response is not ok", async () => {
    server.answer(`GET /api/cars/${slug}/view.json`, { status: 404, json: errorBody("not_found", "No such car.") })
    const result = await client().carViews(slug, query)
    expect(Result.isSuccess(result) && result.success).toBeNull()
    expect(log).not.toHaveBeenCalled()
  })

  it("answers null for a malformed or slow answer too", async () => {
    server.answer(`GET /api/cars/${slug}/view.json`, { json: { views: -1 } })
    expect(Result.getOrThrow(await client().carViews(slug, query))).toBeNull()
    server.answer(`GET /api/cars/${slug}/view.json`, { delayMs: 2_000, json: { views: 1 } })
    expect(Result.getOrThrow(await client(100).carViews(slug, query))).toBeNull()
  })
})

describe("stock.carPdf", () => {
  it("answers the PDF as a Blob named {slug}.pdf", async () => {
    server.answer(`GET /api/cars/${slug}/pdf`, {
      raw: "%PDF-1.7 sample",
      headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${slug}.pdf"` }
    })
    const result = await client().carPdf(slug)
    expect(Result.isSuccess(result)).toBe(true)
    if (Result.isSuccess(result)) {
      expect(result.success.fileName).toBe(`${slug}.pdf`)
      expect(result.success.blob).toBeInstanceOf(Blob)
      expect(await result.success.blob.text()).toBe("%PDF-1.7 sample")
    }
  })

  it("reports an answer that is not a PDF as a decode error", async () => {
    server.answer(`GET /api/cars/${slug}/pdf`, { raw: "<html>", headers: { "content-type": "text/html" } })
    const result = await client().carPdf(slug)
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      kind: "decode",
      message: `Invalid PDF of ${slug}: Expected application/pdf, got text/html`
    })
  })

  it("reports a failed generation with the API's message", async () => {
    server.answer(`GET /api/cars/${slug}/pdf`, { status: 404, json: errorBody("not_found", "No such car.") })
    const result = await client().carPdf(slug)
    expect(Result.isFailure(result) && result.failure.message).toBe("No such car.")
  })
})

describe("stock.imageUrl", () => {
  it("points at the base URL's image endpoint with the default width and quality", () => {
    expect(client().imageUrl("https://cdn.example.com/1.jpg")).toBe(
      `${server.baseUrl}/images/resize?url=https%3A%2F%2Fcdn.example.com%2F1.jpg&w=640&q=75`
    )
    expect(client().imageUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA")
  })
})
