import { Schema } from "effect"
import { Maybe } from "../shared/maybe.ts"

/** Market prices for the car's model from the valuation service: national and state averages. */
export const AutograbData = Schema.Struct({
  average_market_price: Maybe(Schema.Finite),
  state_average_market_price: Maybe(Schema.Finite)
})
export type AutograbData = typeof AutograbData.Type

/** The finance quote stored on a car (finance-forms document, section 3). */
export const CarYouxQuote = Schema.Struct({
  weeklyRepaymentAmount: Maybe(Schema.Finite),
  advertisedRate: Maybe(Schema.Finite),
  comparisonRate: Maybe(Schema.Finite)
})
export type CarYouxQuote = typeof CarYouxQuote.Type
