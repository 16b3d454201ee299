import type { FinanceLenders } from "@dealer/core/finance"
import { createPlatformClient, type PlatformClient } from "@dealer/http"
import { Result } from "effect"

let client: PlatformClient | null = null
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/**
 * A car's finance details (its `finance_lenders`, where each lender's disclaimer is), fetched when
 * a strip's disclaimer first opens. The car is named by its page path (`/cars/{slug}`), which the
 * card and the sidebar already hold; a failure answers null and the dialog shows the generic text.
 */
export async function loadCarFinanceDetails(carPath: string): Promise<FinanceLenders | null> {
  const slug = decodeURIComponent(carPath.replace(/^\/cars\//, "").replace(/[?#].*$/, ""))
  const result = await platform().stock.car(slug)
  return Result.isSuccess(result) ? (result.success.finance_lenders ?? null) : null
}
