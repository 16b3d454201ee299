/** Which site a request's Host header asks for. */
export type HostTenant =
  | { readonly kind: "tenant"; readonly slug: string }
  | { readonly kind: "unknown"; readonly host: string }

const LOCAL_SUFFIX = ".localhost"

/**
 * Picks the tenant from a Host header: `<slug>.localhost[:port]` serves that tenant, and a bare
 * host (`localhost`, an IP address) serves the default tenant.
 *
 * @example
 * import { tenantFromHost } from "@dealer/core/tenant"
 *
 * tenantFromHost("coastal-kia.localhost:3000", { knownSlugs: ["coastal-kia"], defaultSlug: "metro" })
 * // => { kind: "tenant", slug: "coastal-kia" }
 */
export function tenantFromHost(
  host: string | null,
  sites: { readonly knownSlugs: ReadonlyArray<string>; readonly defaultSlug: string }
): HostTenant {
  const hostname = (host ?? "").trim().toLowerCase().replace(/:\d+$/, "")
  if (!hostname.endsWith(LOCAL_SUFFIX)) return { kind: "tenant", slug: sites.defaultSlug }
  const slug = hostname.slice(0, -LOCAL_SUFFIX.length)
  return sites.knownSlugs.includes(slug) ? { kind: "tenant", slug } : { kind: "unknown", host: hostname }
}
