import type { Texts } from "@dealer/core"
import { Schema } from "effect"
import { apiMessages, messageText } from "../../server/api-messages.server.ts"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { clientRules } from "../../server/rate-limit.server.ts"
import { reply } from "../../server/api-reply.server.ts"
import { mobileNumber } from "../../server/input-schemas.server.ts"
import { newSessionToken, sessionCookie, sessionToken } from "../../server/session-cookie.server.ts"

const verifyRequest = (texts: Texts) =>
  Schema.Struct({
    phone: mobileNumber(texts),
    code: Schema.String.check(Schema.isPattern(/^\d{6}$/, { message: texts.apiCodeFormat }))
  })

const refusals = {
  wrong: apiMessages.codeWrong,
  expired: apiMessages.codeExpired,
  locked: apiMessages.codeLocked,
  missing: apiMessages.codeMissing
} as const

/**
 * POST /api/auth/verify: checks the code and signs the shopper in (session cookie, HttpOnly,
 * SameSite=Lax, Secure in production) with a new token, ending the session the browser had
 * (a token never outlives a sign-in); 400 naming `code` for a wrong, expired or used code. A
 * wrong try is answered, not thrown, so its count is committed.
 */
export const action = apiAction("POST /api/auth/verify", {
  body: { withTexts: verifyRequest },
  source: "sign-in code",
  rateLimits: ({ tenant, clientAddress, services }) =>
    clientRules(tenant.slug, "auth-verify", clientAddress, services.settings.limits.signInVerifyPerClient),
  handle: async ({ request, tenant, body, now, services }, repositories) => {
    const { settings } = services
    const verification = await repositories.oneTimeCodes.verify({
      tenantSlug: tenant.slug,
      phone: body.phone,
      code: body.code,
      now,
      maxAttempts: settings.signInCodeMaxAttempts
    })
    if (verification.kind !== "verified") {
      const message = messageText(refusals[verification.kind], tenant.texts)
      return reply({ error: { code: "invalid_input", message, fields: [{ path: "code", message }] } }, 400)
    }
    const user = await repositories.users.findOrCreateByPhone(tenant.slug, body.phone, now)
    const previous = sessionToken(request)
    if (previous) await repositories.sessions.revoke(tenant.slug, previous)
    const token = newSessionToken()
    const expiresAt = new Date(now.getTime() + settings.sessionLifetimeMs)
    await repositories.sessions.create({ tenantSlug: tenant.slug, userId: user.id, token, now, expiresAt })
    return reply({ user }, 200, { "Set-Cookie": sessionCookie(token, expiresAt, now, settings) })
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
