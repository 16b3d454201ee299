import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { hasPluginAccess } from "./plugin-access.ts"
import { SessionSettings } from "./settings.ts"

describe("hasPluginAccess", () => {
  it("reads the session's plugin list when it has one, else the site's", () => {
    const site = ["Autogauge", "PPSR Report"] as const
    expect(hasPluginAccess("PPSR Report", { sessionPlugins: null, sitePlugins: site })).toBe(true)
    expect(hasPluginAccess("Car Analysis", { sessionPlugins: null, sitePlugins: site })).toBe(false)
    expect(hasPluginAccess("Car Analysis", { sessionPlugins: ["Car Analysis"], sitePlugins: site })).toBe(true)
    expect(hasPluginAccess("Autogauge", { sessionPlugins: [], sitePlugins: site })).toBe(false)
  })
})

describe("SessionSettings", () => {
  it("takes the specification's defaults", () => {
    expect(decodeOrThrow(SessionSettings, {}, "session settings")).toEqual({
      checkout_gated: false,
      car_finance_gated: false,
      finance_page_gated: false,
      spin_to_win_gated: true,
      trade_in_gated: false,
      sell_my_car_gated: false,
      garage_paths: ["/my-garage"],
      plugins: []
    })
  })

  it("decodes unknown plugin names to other and refuses garage paths that are not site paths", () => {
    expect(decodeOrThrow(SessionSettings, { plugins: ["Autogauge", "Chat"] }, "session").plugins).toEqual([
      "Autogauge",
      "other"
    ])
    expect(() => decodeOrThrow(SessionSettings, { garage_paths: ["https://x.example"] }, "session")).toThrow()
  })
})
