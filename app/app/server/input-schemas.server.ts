import { australianPhoneDigits, isAustralianMobile, type Texts } from "@dealer/core"
import { Schema, SchemaGetter } from "effect"

/**
 * An Australian mobile number as typed (`0412 345 678`, `+61 412 345 678`), decoded to its
 * national digits (`0412345678`), the one form users are stored by.
 *
 * @example
 * decodeInput(Schema.Struct({ phone: mobileNumber(texts) }), { phone: "+61 412 345 678" }, "sign-in").phone // "0412345678"
 */
export const mobileNumber = (texts: Texts) =>
  Schema.String.check(Schema.makeFilter((value: string) => isAustralianMobile(value) || texts.apiPhoneInvalid)).pipe(
    Schema.decodeTo(Schema.String, {
      decode: SchemaGetter.transform((value: string) => australianPhoneDigits(value) ?? value),
      encode: SchemaGetter.transform((value: string) => value)
    })
  )

/**
 * A whole number id a database row can hold: a safe integer (`1e20` or `2 ** 63` passes
 * `isInt` but overflows the `bigint` columns, which would fail the request with a 500).
 */
export const RowId = Schema.Finite.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, { message: "Expected a whole number id" })
)

/** A whole number id, in a body or as a query text (`"12"`). */
export const IdText = Schema.Union([
  RowId,
  Schema.String.check(Schema.isPattern(/^\d{1,15}$/))
])

/**
 * The number of an `IdText`.
 *
 * @example
 * idNumber("12") // 12
 */
export const idNumber = (id: number | string): number => (typeof id === "number" ? id : Number(id))
