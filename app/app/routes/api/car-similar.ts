import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { listedCar } from "../../server/listed-car.server.ts"
import { similarCarIds } from "../../server/similar-car-ids.server.ts"

/** GET /api/cars/{slug}/similar: `{ ids }` of up to 6 similar visible cars, the same model first. */
export const loader = apiLoader("GET /api/cars/{slug}/similar", async ({ params, tenant, services, now }) => {
  const car = await listedCar(services, tenant, params.slug)
  return reply({ ids: await similarCarIds(services, tenant, car, now) })
})

/** Any other method: 405. */
export const action = onlyMethod("GET")
