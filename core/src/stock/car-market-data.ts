import * as Schema from "effect/Schema"
import { Maybe } from "../shared/maybe.ts"

/** Market prices for the car's model from the valuation service: national and state averages. */
export const AutograbData = /* @__PURE__ */ Schema.Struct({
  average_market_price: /* @__PURE__ */ Maybe(Schema.Finite),
  state_average_market_price: /* @__PURE__ */ Maybe(Schema.Finite)
})
export type AutograbData = typeof AutograbData.Type

/** The finance quote stored on a car (finance-forms document, section 3). */
export const CarYouxQuote = /* @__PURE__ */ Schema.Struct({
  weeklyRepaymentAmount: /* @__PURE__ */ Maybe(Schema.Finite),
  advertisedRate: /* @__PURE__ */ Maybe(Schema.Finite),
  comparisonRate: /* @__PURE__ */ Maybe(Schema.Finite)
})
export type CarYouxQuote = typeof CarYouxQuote.Type
