import { apiLoader, onlyMethod } from "../../server/api-route.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { listedCar } from "../../server/listed-car.server.ts"

/** GET /api/cars/{slug}: the car; 404 when the tenant has no such car on its website. */
export const loader = apiLoader("GET /api/cars/{slug}", async ({ params, tenant, services }) =>
  reply(await listedCar(services, tenant, params.slug))
)

/** Any other method: 405. */
export const action = onlyMethod("GET")
