import { Schema } from "effect"
import { apiAction, onlyMethod } from "../../server/api-route.server.ts"
import { noContent } from "../../server/api-reply.server.ts"
import { clearedSessionCookie, sessionToken } from "../../server/session-cookie.server.ts"

/** POST /api/auth/sign-out: ends the session; 204 with the cookie cleared, signed in or not. */
export const action = apiAction("POST /api/auth/sign-out", {
  body: Schema.Struct({}),
  source: "sign-out",
  handle: async ({ request, tenant, services }, repositories) => {
    const token = sessionToken(request)
    if (token) await repositories.sessions.revoke(tenant.slug, token)
    return noContent(204, { "Set-Cookie": clearedSessionCookie(services.settings) })
  }
})

/** Any other method: 405. */
export const loader = onlyMethod("POST")
