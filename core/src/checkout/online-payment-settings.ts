import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

const Cents = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThan(0))

/**
 * A tenant's online payment page (`/online-payment`, always behind sign-in): the smallest and
 * largest amount a customer may pay there, in cents. The defaults ($1.00 to $10,000.00) suit
 * service invoices and deposits; a car's balance is paid with the dealer's finance team.
 */
export const OnlinePaymentSettings = /* @__PURE__ */ Schema.Struct({
  min_amount_cents: /* @__PURE__ */ withDefault(Cents, 100),
  max_amount_cents: /* @__PURE__ */ withDefault(Cents, 1_000_000)
})
export type OnlinePaymentSettings = typeof OnlinePaymentSettings.Type
