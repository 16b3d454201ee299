import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"

/** A value that failed to decode at a boundary; `message` names every bad field path. */
export class DecodeError extends Error {
  override readonly name = "DecodeError"
  constructor(
    readonly source: string,
    readonly details: string
  ) {
    super(`Invalid ${source}: ${details}`)
  }
}

const formatIssue = /* @__PURE__ */ SchemaIssue.makeFormatterDefault()

/**
 * Decodes unknown input with a schema, reporting every failing field path.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { Car } from "@dealer/core/stock"
 * import { exampleCar } from "@dealer/core/testing"
 *
 * const row = Car.make(exampleCar({ id: 12 }))
 * decodeOrThrow(Car, row, "car row 12").id // => 12
 */
export function decodeOrThrow<S extends Schema.Decoder<unknown>>(
  schema: S,
  input: unknown,
  source: string
): S["Type"] {
  const result = decodeResult(schema, input, source)
  if (Result.isFailure(result)) throw result.failure
  return result.success
}

/**
 * Decodes unknown input with a schema into a `Result` whose failure is a readable `DecodeError`.
 *
 * @example
 * import { decodeResult } from "@dealer/core/shared"
 * import { TenantConfig } from "@dealer/core/tenant"
 *
 * const json = { id: 9, slug: "acme", name: "Acme Motors", locations: [] }
 * decodeResult(TenantConfig, json, "tenant acme")._tag // => "Success"
 */
export function decodeResult<S extends Schema.Decoder<unknown>>(
  schema: S,
  input: unknown,
  source: string
): Result.Result<S["Type"], DecodeError> {
  const decoded = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "ignore" })
  return Result.mapError(decoded, (error) => new DecodeError(source, formatIssue(error.issue)))
}
