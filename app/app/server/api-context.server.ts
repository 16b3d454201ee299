import { tenantFromHost, type Tenant } from "@dealer/core"
import type { AppLoadContext } from "react-router"
import { ApiError } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import type { Services } from "./create-services.server.ts"

/** What every API handler gets: the request, its tenant and the process's services. */
export interface ApiContext {
  readonly request: Request
  readonly url: URL
  readonly params: Readonly<Record<string, string | undefined>>
  readonly tenant: Tenant
  readonly services: Services
  readonly now: Date
  /** The client's address as the server saw it (`unknown` when the server does not say). */
  readonly clientAddress: string
}

const isServices = (value: unknown): value is Services =>
  typeof value === "object" && value !== null && "tenants" in value && "unitOfWork" in value

/**
 * The services of a request: those the server put in the load context (tests, a second
 * instance), else the process's own.
 *
 * @example
 * const services = await requestServices(context)
 */
export async function requestServices(context: AppLoadContext | undefined): Promise<Services> {
  const injected = context?.["services"]
  if (isServices(injected)) return injected
  const { services } = await import("../services.server.ts")
  return services()
}

/**
 * The client address the server put in the load context (`server.js` passes the socket's, or the
 * proxy's `X-Forwarded-For` entry when told to trust it), else `unknown`.
 *
 * @example
 * clientAddressOf(context) // "203.0.113.9"
 */
export function clientAddressOf(context: AppLoadContext | undefined): string {
  const address = context?.["clientAddress"]
  return typeof address === "string" && address.trim() !== "" ? address.trim() : "unknown"
}

/**
 * The tenant whose site the Host header names; 404 `not_found` for a host that names none, 503
 * `unavailable` for a tenant not served (its settings refused).
 *
 * @example
 * const tenant = requestTenant(request, services)
 */
export function requestTenant(request: Request, services: Services): Tenant {
  const host = tenantFromHost(request.headers.get("host") ?? new URL(request.url).host, {
    knownSlugs: [...services.tenants.keys(), ...services.unavailableTenants.keys()],
    defaultSlug: services.defaultTenantSlug
  })
  const tenant = host.kind === "tenant" ? services.tenants.get(host.slug) : undefined
  if (!tenant && host.kind === "tenant") throw new ApiError(503, "unavailable", apiMessages.siteBeingSetUp)
  if (!tenant) throw new ApiError(404, "not_found", apiMessages.unknownSite)
  return tenant
}
