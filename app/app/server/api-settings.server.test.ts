import { describe, expect, it } from "vitest"
import { apiSettingsFromEnv, defaultApiSettings } from "./api-settings.server.ts"

describe("apiSettingsFromEnv", () => {
  it("keeps the default lead limits unless the environment sets them", () => {
    expect(apiSettingsFromEnv({}).limits).toEqual(defaultApiSettings.limits)
    const raised = apiSettingsFromEnv({ LEAD_LIMIT_PER_CLIENT: "50", LEAD_LIMIT_PER_TENANT: "5000" }).limits
    expect(raised.leadPerClient).toEqual({ limit: 50, windowMs: 10 * 60_000 })
    expect(raised.leadPerTenant).toEqual({ limit: 5000, windowMs: 10 * 60_000 })
  })

  it("refuses a limit that is not a whole number from 1, naming the variable", () => {
    for (const value of ["0", "-3", "ten", "1.5"]) {
      expect(() => apiSettingsFromEnv({ LEAD_LIMIT_PER_TENANT: value })).toThrow(
        `LEAD_LIMIT_PER_TENANT must be a whole number from 1, not "${value}"`
      )
    }
  })

  it("turns on Secure cookies and turns off the development outbox in production", () => {
    const production = apiSettingsFromEnv({ NODE_ENV: "production", DEV_OUTBOX: "true" })
    expect(production).toMatchObject({ production: true, devOutbox: false, allowRequestsWithoutOrigin: false })
    expect(apiSettingsFromEnv({ NODE_ENV: "development" })).toMatchObject({ devOutbox: true, allowRequestsWithoutOrigin: true })
  })
})
