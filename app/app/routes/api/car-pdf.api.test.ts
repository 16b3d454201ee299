import type { Car } from "@dealer/core"
import { generateStock } from "@dealer/fixtures"
import { seedTenant } from "@dealer/postgres"
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { Services } from "../../server/create-services.server.ts"
import { embedded } from "../../test/api-databases.ts"
import { ApiClient, openTestServices, TEST_NOW, testTenants } from "../../test/api-harness.ts"
import { countingServer, type CountingServer } from "../../test/counting-server.ts"

const imageCount = (pdf: PDFDocument) =>
  pdf.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
    .length

describe("GET /api/cars/{slug}/pdf with photo addresses of internal hosts in the stock feed", () => {
  let services: Services
  let canary: CountingServer
  let redirector: CountingServer
  let car: Car

  beforeAll(async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff0000" } }).png().toBuffer()
    canary = await countingServer((_, response) => response.writeHead(200, { "content-type": "image/png" }).end(png))
    redirector = await countingServer((_, response) =>
      response.writeHead(302, { location: `http://127.0.0.1:${canary.port}/internal.png` }).end()
    )
    const tenant = testTenants().find((config) => config.slug === "metro-motor-group")
    if (tenant === undefined) throw new Error("the fixture tenant metro-motor-group is missing")
    const [first] = generateStock(tenant, { count: 1, now: TEST_NOW })
    if (first === undefined) throw new Error("no car generated")
    const photos = [
      "/images/placeholder/ute.svg?colour=Red",
      `http://127.0.0.1:${canary.port}/internal.png`,
      `http://127.0.0.1:${redirector.port}/photo.jpg`,
      `http://localhost:${canary.port}/internal.png`
    ]
    car = { ...first, images: photos.map((url) => ({ image_url: url, thumb_url: url })), primary_image_url: photos[0] ?? null }
    const db = await embedded.open()
    await seedTenant(db, tenant, () => [car])
    services = await openTestServices(db, { now: TEST_NOW })
  })
  afterAll(async () => {
    await services?.close()
    await canary?.close()
    await redirector?.close()
  })

  it("downloads the PDF with the site's own photo only, and nothing reaches the internal hosts", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    try {
      const response = await new ApiClient(services).get(`/api/cars/${car.slug}/pdf`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(imageCount(await PDFDocument.load(new Uint8Array(await response.arrayBuffer())))).toBe(1)
      expect(canary.requests).toEqual([])
      expect(redirector.requests).toEqual([])
      expect(errors.mock.calls.map(([line]) => line)).toEqual(Array(3).fill("PDF photo fetch failed: FetchRefused (not_public)"))
    } finally {
      errors.mockRestore()
    }
  })
})
