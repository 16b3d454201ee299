import type { Car } from "./car.ts"

// A scheme and host, nothing that breaks out of an attribute.
const WEB_ADDRESS = /^https?:\/\/[^\s"'<>]+$/i

/**
 * Where a car's history report opens (its `file`, section 3 of the stock document), or null when
 * the car has none or the value is not a web address a shopper can open (`https:` or `http:`), so
 * a stray path or script never becomes a link.
 *
 * @example
 * import { historyReportHref } from "@dealer/core/stock"
 *
 * historyReportHref({ file: "https://reports.example/K10696.pdf" }) // => "https://reports.example/K10696.pdf"
 * historyReportHref({ file: "javascript:alert(1)" }) // => null
 */
export function historyReportHref(car: Pick<Car, "file">): string | null {
  const file = car.file?.trim() ?? ""
  return WEB_ADDRESS.test(file) ? file : null
}
