import { dealershipPlaces, locatorRequest } from "@dealer/core"
import type { LoaderFunctionArgs } from "react-router"
import { requireTenant } from "../tenant.server.ts"

/**
 * GET /dealer-locator/places?q=…: the place picker's suggestions for the typed text (Australian
 * places and the tenant's dealerships by name), at most 5, through the geocoder port.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  // The same reading of the typed text as the locator page's (core's `locatorRequest`).
  const { text } = locatorRequest(new URL(request.url).searchParams)
  const suggestions =
    text === "" ? [] : await services.geocoder.suggestPlaces(text, { dealerships: dealershipPlaces(tenant.locations) })
  return Response.json({ suggestions }, { headers: { "Cache-Control": "no-store" } })
}
