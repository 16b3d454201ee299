/** The finance page every tenant serves, whatever its finance link. */
export const DEFAULT_FINANCE_PATH = "/finance"

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "")

/**
 * The path the finance page answers at, or null when it does not serve this path (section 2):
 * `/finance` always; `/finance-enquiry` or `/apply-for-finance` only where the tenant's finance
 * link is that page. A trailing slash and the link's query or fragment are ignored, so a link of
 * `/apply-for-finance?src=nav` still serves `/apply-for-finance/`.
 *
 * @example
 * import { financePagePath } from "@dealer/core/finance"
 *
 * financePagePath("/finance/", "/apply-for-finance") // => "/finance"
 * financePagePath("/apply-for-finance", "/apply-for-finance?src=nav") // => "/apply-for-finance"
 * financePagePath("/finance-enquiry", "/finance") // => null
 */
export function financePagePath(pathname: string, financeLink: string): string | null {
  const path = withoutTrailingSlash(pathname)
  const linked = withoutTrailingSlash(financeLink.split(/[?#]/)[0] ?? "")
  return path === DEFAULT_FINANCE_PATH || path === linked ? path : null
}
