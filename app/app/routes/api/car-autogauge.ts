import { currentPrice, emptyStockQuery, NO_DATA_RETURNED } from "@dealer/core"
import { comparableCars, marketGauge } from "@dealer/core/platform"
import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { listedCar } from "../../server/listed-car.server.ts"

/**
 * GET /cars/{slug}/autogauge: the market-price gauge's figures from the car's valuation data and
 * comparable visible stock; 404 `No data returned` when there are none (also as a top-level
 * `message`, the form core's `autoGaugeFromBody` reads). Whether the gauge shows is core's rule.
 */
export const loader = apiLoader("GET /cars/{slug}/autogauge", async ({ params, tenant, services, now }) => {
  const car = await listedCar(services, tenant, params.slug)
  const sameModel = await services.search.search(
    { tenant, now },
    { ...emptyStockQuery, filters: { make: [car.make], model: [car.model] } },
    { facets: [] }
  )
  const gauge = marketGauge(car, comparableCars(car, sameModel.hits).map(currentPrice))
  if (gauge === null) {
    return reply(
      { error: { code: "not_found", message: NO_DATA_RETURNED, fields: [] }, message: NO_DATA_RETURNED },
      404
    )
  }
  return reply(gauge)
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
