import type { PlatformRepositories, Texts, User } from "@dealer/core"
import type { Schema } from "effect"
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router"
import { ApiError } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import { clientAddressOf, requestServices, requestTenant, type ApiContext } from "./api-context.server.ts"
import { responseOf, type ApiReply } from "./api-reply.server.ts"
import { decodeInput } from "./decode-input.server.ts"
import { failureResponse } from "./failure-response.server.ts"
import { idempotencyFingerprint, idempotencyKey, reserveIdempotencyKey } from "./idempotency.server.ts"
import { enforceRateLimits, type RateLimitRule } from "./rate-limit.server.ts"
import { readJsonBody } from "./request-body.server.ts"
import { requireSameOrigin } from "./same-origin.server.ts"
import { requestSession } from "./session-cookie.server.ts"

type Args = LoaderFunctionArgs | ActionFunctionArgs

async function contextOf(args: Args): Promise<ApiContext> {
  const services = await requestServices(args.context)
  return {
    request: args.request,
    url: new URL(args.request.url),
    params: args.params,
    tenant: requestTenant(args.request, services),
    services,
    now: services.clock(),
    clientAddress: clientAddressOf(args.context)
  }
}

async function answering(what: string, args: Args, work: (context: ApiContext) => Promise<Response>) {
  let context: ApiContext | undefined
  try {
    context = await contextOf(args)
    return await work(context)
  } catch (error) {
    return failureResponse(what, error, context?.tenant.texts)
  }
}

/**
 * A resource route's `loader` for a GET call: tenant from the Host header, the handler's JSON
 * answer (or its own `Response`), and every failure mapped to docs/api.md's error answers.
 *
 * @example
 * export const loader = apiLoader("GET /api/watchlist", async (context) => reply({ watchlist }))
 */
export function apiLoader(what: string, handle: (context: ApiContext) => Promise<ApiReply | Response>) {
  const loader = (args: LoaderFunctionArgs) =>
    answering(what, args, async (context) => {
      const answer = await handle(context)
      return answer instanceof Response ? answer : responseOf(answer)
    })
  // It answers every request itself (failures included), so the server may call it directly.
  return Object.assign(loader, { answersEveryRequest: true as const })
}

/** What a POST handler gets besides the request context. */
export interface ApiActionContext<B> extends ApiContext {
  readonly body: B
  /** The signed-in shopper, or null. */
  readonly user: User | null
}

/** How a POST call is checked and run. */
export interface ApiActionSpec<S extends Schema.Decoder<unknown>> {
  /** The body's core schema (an empty body decodes as `{}`), or one with messages in the tenant's words. */
  readonly body: S | { readonly withTexts: (texts: Texts) => S }
  /** What the body is, for error messages. */
  readonly source: string
  /** 401 without a signed-in shopper. */
  readonly signedIn?: boolean
  /** The counters the request counts against, after its body is decoded. */
  readonly rateLimits?: (context: ApiActionContext<S["Type"]>) => ReadonlyArray<RateLimitRule>
  /**
   * The work, on the repositories of one transaction that also holds the idempotency key: an answer
   * it returns commits (a wrong sign-in code's counted try), a refusal it throws rolls back.
   */
  readonly handle: (context: ApiActionContext<S["Type"]>, repositories: PlatformRepositories) => Promise<ApiReply>
}

/**
 * A resource route's `action` for a state-changing POST call, in docs/api.md's order: tenant,
 * same-origin check (403), body of at most 64 KB (413) decoded by a core schema (400 naming the
 * fields), session (401), rate limits (429 with `Retry-After`), then the work in one transaction
 * with the `Idempotency-Key`: a retry answers the first answer again, another body 422. A 2xx
 * answer means the work is committed.
 *
 * @example
 * export const action = apiAction("POST /api/leads", { body: LeadSubmitBody, source: "lead", handle })
 */
export function apiAction<S extends Schema.Decoder<unknown>>(what: string, spec: ApiActionSpec<S>) {
  return (args: ActionFunctionArgs) =>
    answering(what, args, async (context) => {
      const { request, services, tenant, now } = context
      requireSameOrigin(request, { allowWithoutOrigin: services.settings.allowRequestsWithoutOrigin })
      const { raw, json } = await readJsonBody(request)
      const schema = "withTexts" in spec.body ? spec.body.withTexts(tenant.texts) : spec.body
      const body = decodeInput(schema, json, spec.source)
      const session = await requestSession(request, services.repositories.sessions, tenant.slug, now)
      if (spec.signedIn && session === null) throw new ApiError(401, "sign_in_required", apiMessages.signInRequired)
      const actionContext: ApiActionContext<S["Type"]> = { ...context, body, user: session?.user ?? null }
      await enforceRateLimits(services.repositories.rateLimiter, spec.rateLimits?.(actionContext) ?? [], now)
      const key = idempotencyKey(request)
      const bodyHash = key === null ? "" : idempotencyFingerprint(request, actionContext.user?.id ?? null, raw)
      const answer = await services.unitOfWork.transaction(async (repositories) => {
        if (key !== null) {
          const replay = await reserveIdempotencyKey(repositories.idempotency, {
            tenantSlug: tenant.slug,
            key,
            bodyHash,
            now
          })
          if (replay !== null) return { replay }
        }
        const fresh = await spec.handle(actionContext, repositories)
        if (key !== null && fresh.status >= 200 && fresh.status < 300) {
          const stored = fresh.json ?? (fresh.body === undefined ? "" : JSON.stringify(fresh.body))
          await repositories.idempotency.complete(tenant.slug, key, { status: fresh.status, body: stored })
        }
        return { fresh }
      })
      if ("fresh" in answer) return responseOf(answer.fresh)
      const { status, body: stored } = answer.replay
      return new Response(stored === "" ? null : stored, {
        status,
        headers: {
          "Cache-Control": "no-store",
          "Idempotent-Replayed": "true",
          ...(stored === "" ? {} : { "Content-Type": "application/json; charset=utf-8" })
        }
      })
    })
}

/**
 * The other method of a call (a GET to a POST call, a POST to a GET call): 405 with `Allow`.
 *
 * @example
 * export const loader = onlyMethod("POST")
 */
export function onlyMethod(allowed: "GET" | "POST") {
  return (args: Args) =>
    answering(`${allowed} only`, args, async () => {
      throw new ApiError(405, "method_not_allowed", apiMessages.methodNotAllowed(allowed), [], { Allow: allowed })
    })
}
