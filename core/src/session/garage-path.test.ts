import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { garagePath, isGaragePath } from "./garage-path.ts"
import { SessionSettings } from "./settings.ts"

describe("garagePath", () => {
  it("links to the tenant's first garage path", () => {
    expect(garagePath({ garage_paths: ["/mymotorama", "/my-garage"] })).toBe("/mymotorama")
    expect(garagePath({ garage_paths: ["/myblinkr"] })).toBe("/myblinkr")
  })

  it("links to /my-garage by default and when the tenant lists none", () => {
    expect(garagePath(decodeOrThrow(SessionSettings, {}, "session"))).toBe("/my-garage")
    expect(garagePath({ garage_paths: [] })).toBe("/my-garage")
  })
})

describe("isGaragePath", () => {
  it("answers only the tenant's own garage paths", () => {
    const settings = { garage_paths: ["/mymotorama", "/my-garage"] }
    expect(isGaragePath("/mymotorama", settings)).toBe(true)
    expect(isGaragePath("/my-garage", settings)).toBe(true)
    expect(isGaragePath("/myblinkr", settings)).toBe(false)
    expect(isGaragePath("/mybigboxcars", decodeOrThrow(SessionSettings, {}, "session"))).toBe(false)
  })
})
