import { describe, expect, it } from "vitest"
import { decodeOrThrow } from "../shared/decode.ts"
import { hasLeadDestination, LeadDeliverySettings, leadDestinations } from "./lead-destinations.ts"

const settings = decodeOrThrow(
  LeadDeliverySettings,
  {
    email: { to: ["leads@acme.example"] },
    webhook: { url: "https://crm.acme.example/leads", secret_env: "ACME_WEBHOOK_SECRET" },
    locations: {
      "2": { email: { to: ["city@acme.example", "sales@acme.example"] } },
      "3": { webhook: null },
      "4": { email: null, webhook: { url: "https://north.acme.example/in", secret_env: "NORTH_SECRET" } }
    }
  },
  "lead delivery"
)

describe("leadDestinations", () => {
  it("sends a lead without a location, or of a location with no channels of its own, to the tenant's", () => {
    const tenantWide = { email: settings.email, webhook: settings.webhook }
    expect(leadDestinations({ lead_delivery: settings }, null)).toEqual(tenantWide)
    expect(leadDestinations({ lead_delivery: settings }, 9)).toEqual(tenantWide)
  })

  it("lets a location's own channel win over the tenant's, channel by channel", () => {
    expect(leadDestinations({ lead_delivery: settings }, 2)).toEqual({
      email: { to: ["city@acme.example", "sales@acme.example"] },
      webhook: settings.webhook
    })
    expect(leadDestinations({ lead_delivery: settings }, 4)).toEqual({
      email: null,
      webhook: { url: "https://north.acme.example/in", secret_env: "NORTH_SECRET" }
    })
  })

  it("turns a channel off for a location that sets it to null", () => {
    expect(leadDestinations({ lead_delivery: settings }, 3)).toEqual({ email: settings.email, webhook: null })
  })

  it("gives a tenant without delivery settings no channel", () => {
    const none = leadDestinations({}, 2)
    expect(none).toEqual({ email: null, webhook: null })
    expect(hasLeadDestination(none)).toBe(false)
    expect(hasLeadDestination(leadDestinations({ lead_delivery: settings }, 3))).toBe(true)
  })
})

describe("LeadDeliverySettings", () => {
  it("defaults to no channel", () => {
    expect(decodeOrThrow(LeadDeliverySettings, {}, "lead delivery")).toEqual({ email: null, webhook: null, locations: {} })
  })

  it.each([
    ["a plain http webhook", { webhook: { url: "http://crm.example/leads", secret_env: "S" } }],
    ["a secret written in place of its variable's name", { webhook: { url: "https://crm.example", secret_env: "hunter2!" } }],
    ["an address without a domain", { email: { to: ["leads"] } }],
    ["no address at all", { email: { to: [] } }],
    ["a location key that is not an id", { locations: { north: { email: null } } }]
  ])("refuses %s", (_, input) => {
    expect(() => decodeOrThrow(LeadDeliverySettings, input, "lead delivery")).toThrow()
  })
})
