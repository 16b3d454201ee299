import { randomInt } from "node:crypto"
import type { Texts } from "@dealer/core"
import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { noContent } from "../../server/api-reply.server.ts"
import { mobileNumber } from "../../server/input-schemas.server.ts"
import { signInCodeText } from "../../server/sign-in-sms.server.ts"

const codeRequest = (texts: Texts) => Schema.Struct({ phone: mobileNumber(texts) })

/** POST /api/auth/code: texts a sign-in code to the phone (through the outbox); 202. */
export const action = apiAction("POST /api/auth/code", {
  body: { withTexts: codeRequest },
  source: "sign-in code request",
  rateLimits: ({ tenant, clientAddress, body, services }) => {
    const { limits } = services.settings
    // A stranger asking codes for someone's phone spends only their own share of that phone's codes.
    return [
      ...clientRules(tenant.slug, "auth-code", clientAddress, limits.signInCodePerClient, limits.signInCodePerNetwork),
      ...clientRules(tenant.slug, `auth-code:phone:${body.phone}`, clientAddress, limits.signInCodePerPhoneAndClient),
      { key: `${tenant.slug}:auth-code:phone:${body.phone}`, ...limits.signInCodePerPhone }
    ]
  },
  handle: async ({ tenant, body, now, services }, repositories) => {
    const { settings } = services
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
    const expiresAt = new Date(now.getTime() + settings.signInCodeLifetimeMs)
    await repositories.oneTimeCodes.issue({ tenantSlug: tenant.slug, phone: body.phone, code, now, expiresAt })
    await services.smsSender(repositories).send({
      tenantSlug: tenant.slug,
      to: body.phone,
      text: signInCodeText(tenant.texts, code, tenant.name, settings.signInCodeLifetimeMs),
      now
    })
    return noContent(202)
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
