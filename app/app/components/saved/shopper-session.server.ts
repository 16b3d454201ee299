import type { ActiveSession, Tenant } from "@dealer/core"
import { requestSession } from "../../server/session-cookie.server.ts"
import type { Services } from "../../services.server.ts"

/** The signed-in shopper of a page request for this tenant, or null. */
export function pageSession(request: Request, tenant: Tenant, services: Services): Promise<ActiveSession | null> {
  return requestSession(request, services.repositories.sessions, tenant.slug, services.clock())
}
