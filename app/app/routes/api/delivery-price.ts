import { deliveryEstimate, geocodeErrorMessage, validatePostcode } from "@dealer/core"
import { deliveryOrigin } from "@dealer/core/platform"
import { Result, Schema } from "effect"
import { invalidInput, notFound } from "../../server/api-error.server.ts"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"
import { IdText, idNumber } from "../../server/input-schemas.server.ts"

const DeliveryQuery = Schema.Struct({ location_id: Schema.optionalKey(IdText) })

/**
 * GET /api/delivery-price?postcode=[&location_id=]: the price and region name of delivering to a
 * postcode from the car's location (`location_id`, else the primary sales location), by the
 * great-circle distance and the tenant's delivery bands. 400 `Please enter a postcode.` or
 * `Invalid postcode. Please enter a 4-digit number.` (also for a postcode no locality has); 404
 * with the no-estimate text when no band reaches it.
 */
export const loader = apiLoader("GET /api/delivery-price", async ({ url, tenant, services }) => {
  const { texts } = tenant
  const postcode = validatePostcode(url.searchParams.get("postcode"), texts)
  if (!postcode.valid) throw invalidInput([{ path: "postcode", message: postcode.message }])
  const query = decodeInput(DeliveryQuery, queryRecord(url), "delivery price query")
  const origin = deliveryOrigin(tenant.locations, query.location_id === undefined ? null : idNumber(query.location_id))
  if (origin === null) throw notFound(texts.deliveryNoEstimate)
  const place = await services.geocoder.geocodePostcode(postcode.postcode)
  if (Result.isFailure(place))
    throw invalidInput([{ path: "postcode", message: geocodeErrorMessage(place.failure, texts) }])
  const stored = await services.repositories.deliveryZones.list(tenant.slug)
  const estimate = deliveryEstimate(
    {
      destination: { lat: place.success.lat, long: place.success.lng },
      origin: { lat: origin.address.lat, long: origin.address.long },
      zones: stored.length > 0 ? stored : tenant.locator.delivery_zones
    },
    texts
  )
  if (!estimate.found) throw notFound(estimate.message)
  return reply({ price: estimate.price, name: estimate.name })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
