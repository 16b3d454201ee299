import type { Tenant } from "@dealer/core"
import { data } from "react-router"

/** Answers 404 with the tenant's not-found page (an unknown, expired or unconfigured page). */
export function notFound(tenant: Tenant): never {
  throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
}
