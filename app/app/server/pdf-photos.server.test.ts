import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { countingServer, type CountingServer } from "../test/counting-server.ts"
import { pdfPhotos } from "./pdf-photos.server.ts"

describe("pdfPhotos from stock feed addresses", () => {
  let canary: CountingServer
  let redirector: CountingServer

  beforeAll(async () => {
    // An internal image: what a PDF must never print.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff0000" } }).png().toBuffer()
    canary = await countingServer((_, response) => response.writeHead(200, { "content-type": "image/png" }).end(png))
    redirector = await countingServer((_, response) =>
      response.writeHead(302, { location: `http://127.0.0.1:${canary.port}/x.jpg` }).end()
    )
  })
  afterAll(async () => {
    await canary.close()
    await redirector.close()
  })

  it("leaves out photos on loopback hosts, logging one line each, and keeps the site's own", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    try {
      const photos = await pdfPhotos([
        "/images/placeholder/ute.svg?colour=Red",
        `http://127.0.0.1:${canary.port}/x.jpg`,
        `http://127.0.0.1:${redirector.port}/photo.jpg`,
        `http://localhost:${canary.port}/x.jpg`
      ])
      expect(photos).toHaveLength(1)
      expect(canary.requests).toEqual([])
      expect(redirector.requests).toEqual([])
      expect(errors.mock.calls).toEqual([
        ["PDF photo fetch failed: FetchRefused (not_public)"],
        ["PDF photo fetch failed: FetchRefused (not_public)"],
        ["PDF photo fetch failed: FetchRefused (not_public)"]
      ])
    } finally {
      errors.mockRestore()
    }
  })

  it("prints every photo after the first as a thumbnail a third as wide", async () => {
    const photos = await pdfPhotos(["/images/placeholder/ute.svg?colour=Red", "/images/placeholder/ute.svg?colour=Blue"], 1000)
    expect(photos.map((photo) => photo.width)).toEqual([1000, 333])
  })
})
