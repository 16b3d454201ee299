import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { imageUrl } from "./image-url.ts"

describe("imageUrl", () => {
  it("asks the image service for width 640 and quality 75 by default", () => {
    expect(imageUrl("https://cdn.example.com/cars/1.jpg")).toBe(
      "/images/resize?url=https%3A%2F%2Fcdn.example.com%2Fcars%2F1.jpg&w=640&q=75"
    )
  })

  it("takes another width, quality and endpoint", () => {
    expect(imageUrl("/logo.png", { width: 320, quality: 90 })).toBe("/images/resize?url=%2Flogo.png&w=320&q=90")
    expect(imageUrl("/a b.png", {}, "https://img.example.com/r")).toBe(
      "https://img.example.com/r?url=%2Fa%20b.png&w=640&q=75"
    )
  })

  it("passes inline images through", () => {
    expect(imageUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA")
  })

  it("refuses widths and qualities the service cannot serve", () => {
    expect(() => imageUrl("/a.png", { width: 0 })).toThrow(RangeError)
    expect(() => imageUrl("/a.png", { width: Number.NaN })).toThrow(RangeError)
    expect(() => imageUrl("/a.png", { quality: 101 })).toThrow(RangeError)
  })

  it("carries the source unchanged in the url parameter", () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.integer({ min: 1, max: 4000 }), (source, width) => {
        const url = imageUrl(source, { width })
        const match = /^\/images\/resize\?url=([^&]*)&w=(\d+)&q=75$/.exec(url)
        expect(match?.[1] && decodeURIComponent(match[1])).toBe(source)
        expect(match?.[2]).toBe(String(width))
      })
    )
  })
})
