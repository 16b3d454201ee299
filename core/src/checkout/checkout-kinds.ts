import * as Schema from "effect/Schema"

/** How a shopper reaches the deposit: Reserve Now (`/cars/{slug}/checkout`) or Buy Online (`/checkout-journey`). */
export const CheckoutKind = /* @__PURE__ */ Schema.Literals(["reserve", "online-purchase"])
export type CheckoutKind = typeof CheckoutKind.Type
