import { Arbitrary, Effect, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import * as core from "./index.ts"
import { exampleTenant } from "./testing/examples.ts"

type AnyCodec = Schema.Codec<unknown, unknown>

const SAMPLES = 50

/** Every schema core exports, found by looking, so a new schema is covered without being listed. */
const schemas = Object.entries(core).filter((entry): entry is [string, AnyCodec] => Schema.isSchema(entry[1]))

/**
 * Schemas whose checks are too narrow for generation from the schema alone; each has its own
 * generator of valid values below.
 */
const generatedHere: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  PromoDateTime: fc
    .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString()),
  VideoHost: fc
    .tuple(fc.constantFrom("https", "http"), fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: null }))
    .map(([scheme, domain, port]) => `${scheme}://${domain}${port === null ? "" : `:${port}`}`),
  TenantConfig: fc
    .record({
      ev_fuel_tag: fc.boolean(),
      just_arrived_days: fc.nat({ max: 60 }),
      noPrice: fc.string({ minLength: 1, maxLength: 30 })
    })
    .map(({ ev_fuel_tag, just_arrived_days, noPrice }) => {
      const { texts: _resolved, ...config } = exampleTenant({ stock: { ev_fuel_tag, just_arrived_days } })
      return { ...config, texts: { noPrice } }
    })
}

function samplesOf(name: string, schema: AnyCodec): ReadonlyArray<unknown> {
  const own = generatedHere[name]
  if (own) return fc.sample(own, SAMPLES)
  return Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count: SAMPLES }))
}

describe("every core schema", () => {
  it("is found (the list is not empty by accident)", () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(["Car", "Location", "TenantConfig", "EnquiryForm"]))
  })

  it.each(schemas)("%s decodes what it encodes: decode(encode(x)) = x", (name, schema) => {
    for (const value of samplesOf(name, schema)) {
      const encoded = Schema.encodeUnknownSync(schema)(value)
      expect(Schema.decodeUnknownSync(schema)(encoded)).toEqual(value)
    }
  })
})
