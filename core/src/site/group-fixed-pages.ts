import type { Tenant } from "../tenant/resolve-tenant.ts"
import { groupClaimsView, type GroupClaimsView } from "./group-brands.ts"
import type { GroupFixedPage } from "./settings.ts"

/** A dealer group's fixed page as shown: its title, heading and head tags. */
export interface GroupFixedPageView {
  readonly title: string
  readonly paragraphs: ReadonlyArray<string>
  readonly link: { readonly label: string; readonly href: string } | null
  readonly claims: GroupClaimsView | null
}

/**
 * A group-site fixed page (`/twg-cars`, `/neotek`, ...) as the tenant configures it, or `null` (404)
 * on a tenant that does not serve that page.
 *
 * @example
 * import { groupFixedPage } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const metroMotorGroup = exampleTenant({
 *   name: "Metro Motor Group",
 *   site: { fixed_pages: [{ path: "/twg-cars", title: "TWG Cars", paragraphs: ["Quality used cars from the group."] }] }
 * })
 * const coastalKia = exampleTenant({ name: "Coastal Kia" })
 *
 * groupFixedPage(metroMotorGroup, "/twg-cars")?.title // => "TWG Cars"
 * groupFixedPage(coastalKia, "/twg-cars") // => null
 */
export function groupFixedPage(
  tenant: Pick<Tenant, "name" | "site" | "promotions" | "texts">,
  pathname: string
): GroupFixedPageView | null {
  const path = pathname.replace(/\/+$/, "").toLowerCase()
  const page: GroupFixedPage | undefined = tenant.site.fixed_pages.find((candidate) => candidate.path === path)
  if (!page) return null
  return { title: page.title, paragraphs: page.paragraphs, link: page.link ?? null, claims: groupClaimsView(tenant) }
}
