import { carTimeZone } from "@dealer/core/platform"
import { Schema } from "effect"
import { isbot } from "isbot"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"
import { listedCar } from "../../server/listed-car.server.ts"
import { visitorOf } from "../../server/visitor-cookie.server.ts"

const Digits = Schema.String.check(Schema.isPattern(/^\d{1,15}$/))

const ViewQuery = Schema.Struct({
  photos_count: Schema.optionalKey(Digits),
  updated_at: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  website_id: Schema.optionalKey(Digits)
})

/**
 * GET /api/cars/{slug}/view.json: counts the view (once per visitor, car and calendar day of the
 * car's location; the visitor is a random cookie id, stored only hashed; crawlers are not counted)
 * and answers `{ views, car_fields }`, the car's counter and its fields that change while a page
 * is open (status, price, photos), so the page can tell it is out of date.
 */
export const loader = apiLoader("GET /api/cars/{slug}/view.json", async (context) => {
  const { request, url, params, tenant, services, now } = context
  decodeInput(ViewQuery, queryRecord(url), "view count query")
  const car = await listedCar(services, tenant, params.slug)
  const { viewCounts } = services.repositories
  const visitor = visitorOf(request, services.settings)
  const views = isbot(request.headers.get("user-agent"))
    ? await viewCounts.views(tenant.slug, car.id)
    : (
        await viewCounts.countView({
          tenantSlug: tenant.slug,
          carId: car.id,
          visitorKey: visitor.visitorId,
          now,
          timeZone: carTimeZone(car, tenant.locations, tenant.hours.default_state)
        })
      ).views
  const car_fields = {
    status: car.status,
    sold: car.sold ?? null,
    reserved: car.reserved ?? null,
    price: car.price,
    before_price: car.before_price ?? null,
    photos_count: car.photos_count ?? car.images?.length ?? 0,
    updated_at: car.updated_at ?? null
  }
  return reply({ views, car_fields }, 200, visitor.setCookie ? { "Set-Cookie": visitor.setCookie } : {})
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
