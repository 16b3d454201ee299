import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { resolveTenant } from "../tenant/resolve-tenant.ts"
import { tenantConfigArbitrary } from "./tenant-arbitrary.ts"

describe("tenantConfigArbitrary", () => {
  it("generates tenants whose finance bounds are ordered and whose texts resolve", () => {
    fc.assert(
      fc.property(tenantConfigArbitrary, (config) => {
        const tenant = resolveTenant(config)
        expect(tenant.finance.loan_amount_min).toBeLessThan(tenant.finance.loan_amount_max)
        expect(tenant.texts.noPrice.length).toBeGreaterThan(0)
      }),
      { numRuns: 200 }
    )
  })
})
