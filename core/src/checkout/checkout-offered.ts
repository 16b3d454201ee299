import type { StockSettings } from "../stock/settings.ts"
import type { CheckoutKind } from "./checkout-kinds.ts"

/**
 * Whether the site offers this kind of checkout at all: Reserve Online where the tenant reserves
 * online, Buy Online where it sells any car online. A site that does not has no such page (404),
 * rather than a page that refuses at payment.
 *
 * @example
 * import { checkoutOffered } from "@dealer/core/checkout"
 *
 * checkoutOffered("online-purchase", { reserve_online: true, online_purchase: "off" }) // => false
 */
export function checkoutOffered(
  kind: CheckoutKind,
  settings: Pick<StockSettings, "reserve_online" | "online_purchase">
): boolean {
  return kind === "reserve" ? settings.reserve_online : settings.online_purchase !== "off"
}
