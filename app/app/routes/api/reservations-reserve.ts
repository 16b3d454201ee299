import { CheckoutKind, reservationLeadFields } from "@dealer/core"
import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { RowId } from "../../server/input-schemas.server.ts"
import { storeLeadSubmission } from "../../server/lead-submission.server.ts"
import { reserveCar, reservationJson } from "../../server/reserve-car.server.ts"

const ReserveBody = Schema.Struct({ car_id: RowId, kind: CheckoutKind })

/**
 * POST /api/reservations/reserve: pays the refundable deposit through the payment provider (test
 * mode by default) and reserves the car for the signed-in shopper, and sends the car's dealership
 * the reservation as a lead (routed like any lead about the car), in the same transaction: 201
 * with the reservation; 401
 * signed out; 404 no such car; 409 a car already reserved or not offered this way; 402 a declined
 * payment.
 */
export const action = apiAction("POST /api/reservations/reserve", {
  body: ReserveBody,
  source: "reservation",
  signedIn: true,
  rateLimits: ({ tenant, clientAddress, services }) =>
    clientRules(tenant.slug, "reserve", clientAddress, services.settings.limits.leadPerClient),
  handle: async ({ tenant, body, user, now, services }, repositories) => {
    if (user === null) throw new Error("apiAction lets no signed-out shopper through")
    const reservation = await reserveCar(services, tenant, user, { carId: body.car_id, kind: body.kind }, repositories, now)
    const car = await repositories.stock.findById(tenant.slug, reservation.carId)
    if (car !== null) {
      const site = { url: tenant.url, locations: tenant.locations, defaultState: tenant.hours.default_state }
      const fields = reservationLeadFields(reservation, car, user, body.kind, site)
      await storeLeadSubmission(repositories, tenant, { leadId: null, fields, isLastStep: true, spam: false }, now)
    }
    return reply({ reservation: reservationJson(reservation) }, 201)
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
