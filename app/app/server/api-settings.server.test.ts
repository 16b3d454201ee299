import { describe, expect, it } from "vitest"
import { apiSettingsFromEnv, defaultApiSettings } from "./api-settings.server.ts"

describe("apiSettingsFromEnv", () => {
  it("keeps the default lead limits unless the environment sets them", () => {
    expect(apiSettingsFromEnv({}).limits).toEqual(defaultApiSettings.limits)
    const raised = apiSettingsFromEnv({ LEAD_LIMIT_PER_CLIENT: "50", LEAD_LIMIT_PER_NETWORK: "5000" }).limits
    expect(raised.leadPerClient).toEqual({ limit: 50, windowMs: 10 * 60_000 })
    expect(raised.leadPerNetwork).toEqual({ limit: 5000, windowMs: 10 * 60_000 })
  })

  it("refuses a limit that is not a whole number from 1, naming the variable", () => {
    for (const value of ["0", "-3", "ten", "1.5"]) {
      expect(() => apiSettingsFromEnv({ LEAD_LIMIT_PER_NETWORK: value })).toThrow(
        `LEAD_LIMIT_PER_NETWORK must be a whole number from 1, not "${value}"`
      )
    }
  })

  it("turns on Secure cookies and turns off the development outbox in production", () => {
    const production = apiSettingsFromEnv({ NODE_ENV: "production", DEV_OUTBOX: "true" })
    expect(production).toMatchObject({ production: true, devOutbox: false, allowRequestsWithoutOrigin: false })
    expect(apiSettingsFromEnv({ NODE_ENV: "development" })).toMatchObject({ devOutbox: true, allowRequestsWithoutOrigin: true })
  })

  it("leaves leads and texts in the outbox until SMTP and ClickSend are configured", () => {
    const bare = apiSettingsFromEnv({ NODE_ENV: "development" }).delivery
    expect(bare).toMatchObject({ inServer: true, everyMs: 5_000, smtp: null, clickSend: null })
    expect(bare.backoff).toMatchObject({ maxAttempts: 10, baseDelayMs: 30_000 })
  })

  it("reads the delivery channels and the retry rule from the environment", () => {
    const env = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://leads:secret@mail.example:587",
      SMTP_FROM: "Dealer leads <leads@platform.example>",
      CLICKSEND_USERNAME: "dealer",
      CLICKSEND_API_KEY: "key",
      DELIVERY_POLL_SECONDS: "2",
      DELIVERY_MAX_ATTEMPTS: "4",
      DELIVERY_RETRY_SECONDS: "60",
      DELIVERER_IN_SERVER: "off"
    }
    expect(apiSettingsFromEnv(env).delivery).toEqual({
      inServer: false,
      everyMs: 2_000,
      backoff: { maxAttempts: 4, baseDelayMs: 60_000, maxDelayMs: 60 * 60_000 },
      smtp: { url: env.SMTP_URL, from: env.SMTP_FROM, messageIdHost: "platform.example" },
      clickSend: { username: "dealer", apiKey: "key", baseUrl: "https://rest.clicksend.com" },
      webhookAllowedHosts: []
    })
    // Development never texts a real phone: sign-in codes stay on /dev/outbox.
    expect(apiSettingsFromEnv({ ...env, NODE_ENV: "development" }).delivery.clickSend).toBeNull()
    expect(() => apiSettingsFromEnv({ SMTP_URL: "smtp://mail.example" })).toThrow("SMTP_FROM must be set")
    expect(() => apiSettingsFromEnv({ NODE_ENV: "production", CLICKSEND_USERNAME: "dealer" })).toThrow("go together")
  })

  it("lets tenants' webhooks reach only public hosts unless LEAD_WEBHOOK_ALLOWED_HOSTS lists others", () => {
    expect(apiSettingsFromEnv({}).delivery.webhookAllowedHosts).toEqual([])
    const listed = apiSettingsFromEnv({
      LEAD_WEBHOOK_ALLOWED_HOSTS: " 127.0.0.1, CRM.Dealer.internal., [::1],, ::ffff:10.0.0.5 "
    })
    expect(listed.delivery.webhookAllowedHosts).toEqual(["127.0.0.1", "crm.dealer.internal", "::1", "10.0.0.5"])
    for (const entry of ["https://crm.dealer.internal", "10.0.0.0/8", "crm.dealer.internal:8443", "crm dealer"]) {
      expect(() => apiSettingsFromEnv({ LEAD_WEBHOOK_ALLOWED_HOSTS: `127.0.0.1,${entry}` })).toThrow(
        `LEAD_WEBHOOK_ALLOWED_HOSTS must list host names or IP addresses separated by commas, not "${entry}"`
      )
    }
  })
})
