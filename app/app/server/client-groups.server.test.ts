import { describe, expect, it } from "vitest"
import { clientGroups } from "./client-groups.server.ts"

describe("clientGroups", () => {
  it("counts an IPv4 address as one client in its /24", () => {
    expect(clientGroups("203.0.113.9")).toEqual({ client: "v4:203.0.113.9", network: "v4:203.0.113" })
    expect(clientGroups("203.0.113.10").network).toBe(clientGroups("203.0.113.9").network)
    expect(clientGroups("203.0.114.9").network).not.toBe(clientGroups("203.0.113.9").network)
  })

  it("counts an IPv6 /64 as one client in its /48, however the address is written", () => {
    expect(clientGroups("2001:db8:1:2::9")).toEqual({ client: "v6:20010db800010002", network: "v6:20010db80001" })
    expect(clientGroups("2001:0db8:0001:0002:ffff:1:2:3").client).toBe("v6:20010db800010002")
    expect(clientGroups("2001:db8:1:3::9").network).toBe("v6:20010db80001")
  })

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientGroups("::ffff:203.0.113.9")).toEqual(clientGroups("203.0.113.9"))
  })

  it("keeps text that is no address to itself", () => {
    expect(clientGroups("unknown")).toEqual({ client: "other:unknown", network: "other:unknown" })
  })
})
