import { carViewFigure, carViewLimitName } from "@dealer/core"
import { carTimeZone } from "@dealer/core/platform"
import { Schema } from "effect"
import { isbot } from "isbot"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { decodeInput, queryRecord } from "../../server/decode-input.server.ts"
import { listedCar } from "../../server/listed-car.server.ts"
import { visitorOf } from "../../server/visitor-cookie.server.ts"
import type { ApiContext } from "../../server/api-context.server.ts"
import { clientGroups } from "../../server/client-groups.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"

const Digits = Schema.String.check(Schema.isPattern(/^\d{1,15}$/))

const ViewQuery = Schema.Struct({
  photos_count: Schema.optionalKey(Digits),
  updated_at: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  website_id: Schema.optionalKey(Digits)
})

/**
 * Whether this call may add a view: core's `carViewLimitName` says whether it counts at all (not a
 * crawler's) and under which limit; the limit is the views one client address may add to the car
 * in a day.
 */
async function mayCountView(context: ApiContext, carId: number): Promise<boolean> {
  const { request, tenant, services, clientAddress, now } = context
  const limitName = carViewLimitName(carId, { crawler: isbot(request.headers.get("user-agent")) })
  if (limitName === null) return false
  const limit = services.settings.limits.viewsPerClientAndCar
  const [rule] = clientRules(tenant.slug, limitName, clientAddress, limit)
  if (rule === undefined) return false
  return (await services.repositories.rateLimiter.hit(rule.key, rule.limit, rule.windowMs, now)).allowed
}

/**
 * GET /api/cars/{slug}/view.json: counts the view (once per visitor, car and calendar day of the
 * car's location; the visitor is a random cookie id, stored only hashed; crawlers are not counted)
 * (at most 10 a day per client address and car) and answers `{ views, car_fields }`, the car's counter (core's
 * `carViewFigure`: the listing's views plus the visits counted) and its fields that change while a page
 * is open (status, price, photos), so the page can tell it is out of date.
 */
export const loader = apiLoader("GET /api/cars/{slug}/view.json", async (context) => {
  const { request, url, params, tenant, services, now, clientAddress } = context
  decodeInput(ViewQuery, queryRecord(url), "view count query")
  const car = await listedCar(services, tenant, params.slug)
  const { viewCounts } = services.repositories
  const visitor = visitorOf(request, services.settings)
  const counted = (await mayCountView(context, car.id))
    ? (
        await viewCounts.countView({
          tenantSlug: tenant.slug,
          carId: car.id,
          // A browser without the cookie yet is known by its address too: cookie-less calls count once.
          visitorKeys: visitor.setCookie ? [`address:${clientGroups(clientAddress).client}`, visitor.visitorId] : [visitor.visitorId],
          now,
          timeZone: carTimeZone(car, tenant.locations, tenant.hours.default_state)
        })
      ).views
    : await viewCounts.views(tenant.slug, car.id)
  // The listing's figure plus the visits counted here, as the page shows it.
  const views = carViewFigure(car.views, counted) ?? 0
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
