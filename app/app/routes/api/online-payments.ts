import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { onlinePaymentJson, payOnline } from "../../server/online-payment.server.ts"

// The amount stays text here: core's rule reads it and answers in the tenant's words.
const OnlinePaymentBody = Schema.Struct({
  reference: Schema.String.check(Schema.isMaxLength(200)),
  amount: Schema.String.check(Schema.isMaxLength(50))
})

/**
 * POST /api/online-payments: the signed-in customer pays an amount against their invoice or
 * reference number through the payment provider (test mode by default): 201 with the payment;
 * 400 naming the bad fields; 401 signed out; 402 a declined payment.
 */
export const action = apiAction("POST /api/online-payments", {
  body: OnlinePaymentBody,
  source: "payment",
  signedIn: true,
  rateLimits: ({ tenant, clientAddress, services }) =>
    clientRules(tenant.slug, "online-payment", clientAddress, services.settings.limits.leadPerClient),
  handle: async ({ tenant, body, user, now, services }, repositories) => {
    if (user === null) throw new Error("apiAction lets no signed-out shopper through")
    const payment = await payOnline(services, tenant, user, body, repositories, now)
    return reply({ payment: onlinePaymentJson(payment) }, 201)
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
