import { describe, expect, it } from "vitest"
import { tenantFromHost } from "./tenant-from-host.ts"

const sites = { knownSlugs: ["metro-motor-group", "coastal-kia"], defaultSlug: "metro-motor-group" }

describe("tenantFromHost", () => {
  it("serves <slug>.localhost as that tenant, with or without a port", () => {
    expect(tenantFromHost("coastal-kia.localhost:3000", sites)).toEqual({ kind: "tenant", slug: "coastal-kia" })
    expect(tenantFromHost("Coastal-Kia.LOCALHOST", sites)).toEqual({ kind: "tenant", slug: "coastal-kia" })
  })

  it("serves bare hosts as the default tenant", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "localhost", null]) {
      expect(tenantFromHost(host, sites)).toEqual({ kind: "tenant", slug: "metro-motor-group" })
    }
  })

  it("reports a subdomain that names no tenant", () => {
    expect(tenantFromHost("nobody.localhost:3000", sites)).toEqual({ kind: "unknown", host: "nobody.localhost" })
  })
})
