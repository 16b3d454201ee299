import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

/**
 * The car of the last submitted enquiry (`EnquireCar`), stored after a lead succeeds so the success
 * page can name it. The specification gives no fields; these are the favourite's plus the stock number.
 *
 * @example
 * const enquired = decodeOrThrow(EnquiredCar, { id: 1, name: "2022 Toyota Hilux SR5" }, "enquired car")
 */
export const EnquiredCar = Schema.Struct({
  id: Schema.Finite,
  name: Maybe(Schema.String),
  slug: Maybe(Schema.String),
  make: Maybe(Schema.String),
  model: Maybe(Schema.String),
  stocknum: Maybe(Schema.String),
  primary_image_url: Maybe(Schema.String)
})
export type EnquiredCar = typeof EnquiredCar.Type
