import type { StockSettings } from "./settings.ts"

/**
 * Whether a stock listing answers at `pathname`: under `/search/` on every site, and under
 * `/used-car/` on the sites whose breadcrumbs link there, so no breadcrumb leads to a 404.
 *
 * @example
 * import { listingPrefixServed } from "@dealer/core/stock"
 *
 * listingPrefixServed("/used-car/toyota", { breadcrumb_prefix: "used-car" }) // => true
 * listingPrefixServed("/used-car/toyota", { breadcrumb_prefix: "search" }) // => false
 */
export function listingPrefixServed(pathname: string, stock: Pick<StockSettings, "breadcrumb_prefix">): boolean {
  const prefix = pathname.split("/")[1] ?? ""
  return prefix === "search" || prefix === stock.breadcrumb_prefix
}
