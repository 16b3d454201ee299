import * as Schema from "effect/Schema"
import fc from "fast-check"
import { decodeOrThrow } from "../shared/decode.ts"
import { TenantConfig } from "../tenant/tenant-config.ts"
import { financeSettingsArbitrary } from "./finance-arbitraries.ts"
import { locationArbitrary } from "./locations-arbitraries.ts"

const encodeFinance = /* @__PURE__ */ Schema.encodeSync(TenantConfig.fields.finance)
const encodeLocation = /* @__PURE__ */ Schema.encodeSync(TenantConfig.fields.locations)

/**
 * Tenant configurations across the specification's variants (finance bounds and lenders, stock
 * flags, subscription, sold window, locations, a text override), each decoded through
 * `TenantConfig`, so every generated tenant is one the platform would accept.
 *
 * @example
 * import fc from "fast-check"
 * import { resolveTenant } from "@dealer/core/tenant"
 * import { tenantConfigArbitrary } from "@dealer/core/testing"
 *
 * fc.assert(fc.property(tenantConfigArbitrary, (config) => resolveTenant(config).texts.noPrice.length > 0))
 */
export const tenantConfigArbitrary: fc.Arbitrary<TenantConfig> = /* @__PURE__ */ fc
  .record({
    id: fc.integer({ min: 1, max: 10_000 }),
    slug: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,2}$/),
    name: fc.string({ minLength: 1, maxLength: 40 }).filter((name) => name.trim().length > 0),
    offers_subscription: fc.boolean(),
    include_sold_cars_days: fc.nat({ max: 30 }),
    stock: fc.record({
      ev_fuel_tag: fc.boolean(),
      certified_logo: fc.boolean(),
      just_arrived_days: fc.nat({ max: 30 })
    }),
    finance: financeSettingsArbitrary,
    locations: fc.array(locationArbitrary, { maxLength: 4 }),
    noPrice: fc.option(fc.constantFrom("Call for price", "POA"), { nil: undefined })
  })
  .map(({ finance, locations, noPrice, ...config }) =>
    decodeOrThrow(
      TenantConfig,
      {
        ...config,
        finance: encodeFinance(finance),
        locations: encodeLocation(locations),
        texts: noPrice === undefined ? {} : { noPrice }
      },
      "generated tenant"
    )
  )
