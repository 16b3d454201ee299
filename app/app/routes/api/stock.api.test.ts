import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { PLACEHOLDER_SHAPES, type Car } from "@dealer/core"
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiTargets } from "../../test/api-databases.ts"
import { ApiClient, errorOf, json, openTestServices, seedTestTenants, TEST_NOW } from "../../test/api-harness.ts"
import type { Services } from "../../server/create-services.server.ts"
import { guardedSearch } from "../../server/guarded-search.server.ts"

describe.each(apiTargets())("stock calls on $name", (target) => {
  let services: Services
  const clock = { now: TEST_NOW }
  let shopper: ApiClient
  let car: Car

  beforeAll(async () => {
    const db = await target.open()
    await seedTestTenants(db)
    services = await openTestServices(db, clock)
    shopper = new ApiClient(services)
    const { hits } = await json<{ hits: Car[] }>(await shopper.get("/api/stock/search"))
    car = hits.find((hit) => (hit.images?.length ?? 0) > 0) as Car
  })
  afterAll(() => services?.close())

  describe("GET /api/stock/search", () => {
    it("answers a page of the tenant's visible cars with facets and counts", async () => {
      const response = await shopper.get("/api/stock/search?sortBy=price_asc")
      expect(response.status).toBe(200)
      const result = await json<{
        hits: Car[]
        total: number
        page: number
        pages: number
        facets: Record<string, unknown[]>
      }>(response)
      expect(result.hits.length).toBe(21)
      expect(result.total).toBeGreaterThan(21)
      expect(result.page).toBe(1)
      expect(result.pages).toBe(Math.ceil(result.total / 21))
      expect(result.facets.make?.length).toBeGreaterThan(0)
      const prices = result.hits.map((hit) => hit.price)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
      expect(result.hits.every((hit) => Math.floor(hit.id / 100_000) === 1)).toBe(true)
    })

    it("keeps each tenant to its own cars", async () => {
      const kia = new ApiClient(services, { host: "coastal-kia.localhost" })
      const { hits } = await json<{ hits: Car[] }>(await kia.get("/api/stock/search"))
      expect(hits.length).toBeGreaterThan(0)
      expect(hits.some((hit) => hit.id === car.id)).toBe(false)
    })

    it("refuses a parameter it cannot search with 400 naming it", async () => {
      const response = await shopper.get("/api/stock/search?page=0")
      expect(response.status).toBe(400)
      const error = await errorOf(response)
      expect(error.code).toBe("invalid_input")
      expect(error.fields[0]?.path).toBe("page")
    })

    it("answers 404 for a host that names no dealer site", async () => {
      const response = await new ApiClient(services, { host: "nobody.localhost" }).get("/api/stock/search")
      expect(response.status).toBe(404)
      expect((await errorOf(response)).code).toBe("not_found")
    })
  })

  describe("GET /api/cars/{slug}", () => {
    it("answers the car, and 404 for a car of another tenant or none", async () => {
      expect(await json(await shopper.get(`/api/cars/${car.slug}`))).toMatchObject({ id: car.id, slug: car.slug })
      const kia = new ApiClient(services, { host: "coastal-kia.localhost" })
      expect((await kia.get(`/api/cars/${car.slug}`)).status).toBe(404)
      const missing = await shopper.get("/api/cars/no-such-car")
      expect(missing.status).toBe(404)
      expect(await errorOf(missing)).toEqual({
        code: "not_found",
        message: "This dealer site has no such car.",
        fields: []
      })
    })
  })

  describe("GET /api/cars/{slug}/similar", () => {
    it("answers up to 6 ids of other available cars, never the car itself", async () => {
      const { ids } = await json<{ ids: number[] }>(await shopper.get(`/api/cars/${car.slug}/similar`))
      expect(ids.length).toBeGreaterThan(0)
      expect(ids.length).toBeLessThanOrEqual(6)
      expect(ids).not.toContain(car.id)
      for (const id of ids) expect(await services.stock.findById("metro-motor-group", id)).not.toBeNull()
      expect((await shopper.get("/api/cars/no-such-car/similar")).status).toBe(404)
    })
  })

  describe("GET /cars/{slug}/autogauge", () => {
    it("computes the gauge from the valuation's market price and comparable stock", async () => {
      const base = {
        ...car,
        make: "Gaugeco",
        model: "Meter",
        year: 2024,
        status: "in_stock",
        reserved: false,
        sold: false
      } as const
      const valued: Car = {
        ...base,
        id: 190_001,
        slug: "gauge-subject",
        price: 30_000,
        offer_price: null,
        autograb_data: { average_market_price: 32_000, state_average_market_price: null }
      }
      const comparables: Car[] = [26_000, 28_000, 31_000, 36_000].map((price, index) => ({
        ...base,
        id: 190_010 + index,
        slug: `gauge-comparable-${index}`,
        price,
        offer_price: null,
        autograb_data: null
      }))
      await services.stock.save("metro-motor-group", [valued, ...comparables])
      await services.search.load("metro-motor-group")
      const response = await shopper.get("/cars/gauge-subject/autogauge")
      expect(response.status).toBe(200)
      // From 27,500 (the comparables' lower quartile) to 33,600 (5% over the market's 32,000): the
      // price sits 3,600 below the top of a 6,100 range.
      expect(await json(response)).toEqual({
        fill: 0.59,
        listing_price: 30_000,
        market_range_min: 27_500,
        market_range_max: 33_600,
        confidence: 0.9,
        description: null
      })
    })

    it("answers 404 No data returned when nothing values the car", async () => {
      const lonely: Car = { ...car, id: 190_100, slug: "gauge-lonely", make: "Solo", model: "One", autograb_data: null }
      await services.stock.save("metro-motor-group", [lonely])
      const response = await shopper.get("/cars/gauge-lonely/autogauge")
      expect(response.status).toBe(404)
      const body = await json<{ message: string; error: { message: string } }>(response)
      expect(body.message).toBe("No data returned")
      expect(body.error.message).toBe("No data returned")
    })
  })

  describe("GET /api/cars/{slug}/view.json", () => {
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36" }

    it("counts a view once per visitor, car and day, and answers the car's live fields", async () => {
      const slug = car.slug
      // The listing's own figure, to which each counted visit adds one.
      const listed = car.views ?? 0
      const first = new ApiClient(services)
      const answer = await first.get(`/api/cars/${slug}/view.json?photos_count=1&updated_at=x&website_id=1`, browser)
      expect(answer.status).toBe(200)
      const body = await json<{ views: number; car_fields: Record<string, unknown> }>(answer)
      expect(body.views).toBe(listed + 1)
      expect(body.car_fields).toMatchObject({ status: car.status, price: car.price })
      expect(first.cookies.get("dealer_visitor")).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
      expect((await json<{ views: number }>(await first.get(`/api/cars/${slug}/view.json`, browser))).views).toBe(listed + 1)
      // Another browser, from another address: a cookie-less call from the first one's address would
      // count as that address's view of the day.
      const second = new ApiClient(services, { address: "203.0.113.200" })
      expect((await json<{ views: number }>(await second.get(`/api/cars/${slug}/view.json`, browser))).views).toBe(listed + 2)
      const crawler = new ApiClient(services)
      expect(
        (
          await json<{ views: number }>(
            await crawler.get(`/api/cars/${slug}/view.json`, { "user-agent": "Googlebot/2.1" })
          )
        ).views
      ).toBe(listed + 2)
      clock.now = new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000)
      try {
        expect((await json<{ views: number }>(await first.get(`/api/cars/${slug}/view.json`, browser))).views).toBe(listed + 3)
      } finally {
        clock.now = TEST_NOW
      }
    })

    it("refuses a malformed query with 400 naming the parameter, and an unknown car with 404", async () => {
      const bad = await shopper.get(`/api/cars/${car.slug}/view.json?photos_count=many`)
      expect(bad.status).toBe(400)
      expect((await errorOf(bad)).fields[0]?.path).toBe("photos_count")
      expect((await shopper.get("/api/cars/no-such-car/view.json")).status).toBe(404)
    })
  })

  describe("a failing or stuck search engine", () => {
    it("answers 503 with Retry-After at once, never hanging, and searches again once it is back", async () => {
      const stuck: Services = { ...services, search: guardedSearch({ ...services.search, search: () => new Promise(() => {}) }, 50) }
      const failing: Services = {
        ...services,
        search: guardedSearch({ ...services.search, search: () => Promise.reject(new Error("index lost")) }, 50)
      }
      for (const broken of [stuck, failing]) {
        const response = await new ApiClient(broken).get("/api/stock/search?make=Toyota")
        expect(response.status).toBe(503)
        expect(response.headers.get("retry-after")).toBe("5")
        expect((await errorOf(response)).code).toBe("unavailable")
      }
      expect((await shopper.get("/api/stock/search?make=Toyota")).status).toBe(200)
    })
  })

  describe("GET /api/cars/{slug}/pdf", () => {
    it("answers a PDF named after the slug", async () => {
      const response = await shopper.get(`/api/cars/${car.slug}/pdf`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${car.slug}.pdf"`)
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
      expect(bytes.length).toBeGreaterThan(1000)
      expect((await shopper.get("/api/cars/no-such-car/pdf")).status).toBe(404)
    })

    it("prints the car's photo, drawn from its painted placeholder", async () => {
      const response = await shopper.get(`/api/cars/${car.slug}/pdf`)
      const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))
      const images = pdf.context
        .enumerateIndirectObjects()
        .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
      expect(images).toHaveLength(car.images?.slice(0, 4).length ?? 0)
    })
  })

  describe("locations", () => {
    it("answers the tenant's website with its locations", async () => {
      const websites = await json<Array<{ id: number; name: string; locations: Array<{ id: number }> }>>(
        await shopper.get("/api/manufacturer-locations")
      )
      expect(websites).toHaveLength(1)
      expect(websites[0]).toMatchObject({ id: 1, name: "Metro Motor Group", dealership: { id: 101 } })
      expect(websites[0]?.locations.map((location) => location.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18])
    })

    it("answers the locations of a type, and 400 for a type there is none of", async () => {
      const service = await json<Array<{ id: number; location_type: string }>>(
        await shopper.get("/api/dealership-locations?type=service")
      )
      expect(service.map((location) => [location.id, location.location_type])).toEqual([
        [16, "service"],
        [18, "service"]
      ])
      const bad = await shopper.get("/api/dealership-locations?type=carwash")
      expect(bad.status).toBe(400)
      expect((await errorOf(bad)).fields[0]?.path).toBe("type")
    })
  })

  describe("images", () => {
    it("serves a local placeholder with long-lived cache headers", async () => {
      const response = await shopper.get("/images/resize?url=%2Fimages%2Fcars%2Fsedan.svg&w=320&q=80")
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("image/svg+xml")
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      expect(await response.text()).toContain('aria-label="sedan"')
    })

    it("checks width and quality, refuses other sites' images and answers 404 for a missing one", async () => {
      const width = await shopper.get("/images/resize?url=%2Fimages%2Fcars%2Fsedan.svg&w=0")
      expect(width.status).toBe(400)
      expect((await errorOf(width)).fields[0]?.path).toBe("w")
      const quality = await shopper.get("/images/resize?url=%2Fimages%2Fcars%2Fsedan.svg&q=101")
      expect((await errorOf(quality)).fields[0]?.path).toBe("q")
      const remote = await shopper.get("/images/resize?url=https%3A%2F%2Fevil.example%2Fa.png")
      expect(remote.status).toBe(400)
      expect((await errorOf(remote)).fields[0]?.path).toBe("url")
      expect((await shopper.get("/images/resize?url=%2Fimages%2F..%2F..%2Fpackage.json")).status).toBe(400)
      expect((await shopper.get("/images/resize?url=%2Fimages%2Fcars%2Fboat.svg")).status).toBe(404)
    })

    describe("raster images", () => {
      let publicDir: string
      beforeAll(async () => {
        publicDir = mkdtempSync(path.join(tmpdir(), "dealer-public-"))
        mkdirSync(path.join(publicDir, "images/showroom"), { recursive: true })
        const noise = Buffer.from(Array.from({ length: 1600 * 900 * 3 }, (_, i) => (i * 7919) % 251))
        await sharp(noise, { raw: { width: 1600, height: 900, channels: 3 } })
          .jpeg({ quality: 95 })
          .toFile(path.join(publicDir, "images/showroom/front.jpg"))
        process.env["PUBLIC_DIR"] = publicDir
      })
      afterAll(() => {
        delete process.env["PUBLIC_DIR"]
        rmSync(publicDir, { recursive: true, force: true })
      })

      const metadataOf = async (response: Response) => {
        const bytes = Buffer.from(await response.arrayBuffer())
        return { ...(await sharp(bytes).metadata()), size: bytes.length }
      }

      it("scales a photo to the asked width (640 by default) and never up", async () => {
        const asked = await shopper.get("/images/resize?url=%2Fimages%2Fshowroom%2Ffront.jpg&w=320")
        expect(asked.status).toBe(200)
        expect(asked.headers.get("content-type")).toBe("image/jpeg")
        expect(asked.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
        expect(await metadataOf(asked)).toMatchObject({ format: "jpeg", width: 320, height: 180 })
        const standard = await metadataOf(await shopper.get("/images/resize?url=%2Fimages%2Fshowroom%2Ffront.jpg"))
        expect(standard.width).toBe(640)
        const wide = await metadataOf(await shopper.get("/images/resize?url=%2Fimages%2Fshowroom%2Ffront.jpg&w=4000"))
        expect(wide.width).toBe(1600)
      })

      it("re-encodes at the asked quality", async () => {
        const photo = (q: number) => shopper.get(`/images/resize?url=%2Fimages%2Fshowroom%2Ffront.jpg&w=800&q=${q}`)
        const low = await metadataOf(await photo(20))
        const high = await metadataOf(await photo(95))
        expect(low.width).toBe(800)
        expect(low.size).toBeLessThan(high.size / 2)
      })
    })

    it("resizes a painted placeholder's address as the cards ask for it", async () => {
      const address = encodeURIComponent("/images/placeholder/ute.svg?colour=Jet Black")
      const response = await shopper.get(`/images/resize?url=${address}&w=320`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("image/svg+xml")
      expect(await response.text()).toContain('fill="#1f2326"')
    })

    it("paints a body shape placeholder in the car's colour", async () => {
      const red = await shopper.get("/images/placeholder/ute.svg?colour=Soul%20Red%20Crystal")
      expect(red.status).toBe(200)
      const svg = await red.text()
      expect(svg).toContain('aria-label="ute"')
      expect(svg).toContain('fill="#b3261e"')
      expect((await shopper.get("/images/placeholder/boat.svg")).status).toBe(404)
    })

    it("draws every shape core's placeholder rule names, a motorcycle and a caravan among them, each painted", async () => {
      expect(PLACEHOLDER_SHAPES).toEqual(expect.arrayContaining(["motorcycle", "caravan", "vehicle"]))
      for (const shape of PLACEHOLDER_SHAPES) {
        const answer = await shopper.get(`/images/placeholder/${shape}.svg?colour=Soul%20Red%20Crystal`)
        expect([shape, answer.status]).toEqual([shape, 200])
        const svg = await answer.text()
        expect(svg).toContain(`aria-label="${shape}"`)
        expect(svg).toContain('fill="#b3261e"')
      }
    })
  })
})
