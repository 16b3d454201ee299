import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/**
 * The car of the last submitted enquiry (`EnquireCar`), stored after a lead succeeds so the success
 * page can name it. The specification gives no fields; these are the favourite's plus the stock number.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { EnquiredCar } from "@dealer/core/storage"
 *
 * const enquired = decodeOrThrow(EnquiredCar, { id: 1, name: "2022 Toyota Hilux SR5" }, "enquired car")
 */
export const EnquiredCar = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite,
  name: /* @__PURE__ */ Maybe(Schema.String),
  slug: /* @__PURE__ */ Maybe(Schema.String),
  make: /* @__PURE__ */ Maybe(Schema.String),
  model: /* @__PURE__ */ Maybe(Schema.String),
  stocknum: /* @__PURE__ */ Maybe(Schema.String),
  primary_image_url: /* @__PURE__ */ Maybe(Schema.String)
})
export type EnquiredCar = typeof EnquiredCar.Type
