import { describe, expect, it } from "vitest"
import { stableJson } from "./stable-json.server.ts"

describe("stableJson", () => {
  it("gives a value's JSON text", () => {
    expect(stableJson({ id: 7, make: "Kia", images: [{ url: "/a.jpg" }] })).toBe('{"id":7,"make":"Kia","images":[{"url":"/a.jpg"}]}')
  })

  it("keeps the text of an object, and a replacing object gets its own", () => {
    const car = { id: 7, reserved: false }
    const first = stableJson(car)
    expect(stableJson(car)).toBe(first)
    const replaced = { ...car, reserved: true }
    expect(stableJson(replaced)).toBe('{"id":7,"reserved":true}')
  })
})
