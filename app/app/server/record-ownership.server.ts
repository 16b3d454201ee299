import { randomBytes } from "node:crypto"
import type { ContinuedRecord, PlatformRepositories, RecordCaller } from "@dealer/core"
import { notFound } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"
import type { ApiActionContext } from "./api-route.server.ts"
import { requestCookie, setCookie } from "./cookies.server.ts"

/**
 * The continuation cookie (decision 0040): a random token of the browser that started a lead or
 * a valuation; the record keeps only its hash. Host-only, so each tenant's site has its own.
 */
export const CONTINUATION_COOKIE = "dealer_continuation"
const CONTINUATION_COOKIE_SECONDS = 90 * 24 * 60 * 60
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** What a check needs of an API call: its request, tenant, signed-in shopper and settings. */
type CallContext = Pick<ApiActionContext<unknown>, "request" | "tenant" | "user" | "services">

/** The continuation token a request presents (a well-formed one), or null. */
function presentedToken(request: Request): string | null {
  const token = requestCookie(request, CONTINUATION_COOKIE)
  return token !== null && TOKEN.test(token) ? token : null
}

const callerOf = (context: CallContext): RecordCaller => ({
  token: presentedToken(context.request),
  phone: context.user?.phone ?? null
})

const notFoundText = (record: ContinuedRecord) =>
  record.kind === "lead" ? apiMessages.noSuchLead : apiMessages.noSuchValuation

/**
 * Refuses, before anything is stored, a call that continues a lead or a valuation its caller may
 * not continue: 404 with the record's not-found text, exactly as for a record that does not exist.
 *
 * @example
 * await requireContinuable(context, repositories, { kind: "lead", id: body.lead_id })
 */
export async function requireContinuable(
  context: CallContext,
  repositories: PlatformRepositories,
  record: ContinuedRecord
): Promise<void> {
  const allowed = await repositories.recordOwners.mayContinue(context.tenant.slug, record, callerOf(context))
  if (!allowed) throw notFound(notFoundText(record))
}

/**
 * Gives a record the call has just created to the caller's browser: its continuation token (a new
 * one when it had none), and the `Set-Cookie` header to answer with.
 *
 * @example
 * return reply({ lead_id: lead.id }, 200, await claimForBrowser(context, repositories, { kind: "lead", id: lead.id }))
 */
export async function claimForBrowser(
  context: CallContext,
  repositories: PlatformRepositories,
  record: ContinuedRecord
): Promise<Record<string, string>> {
  const token = presentedToken(context.request) ?? randomBytes(32).toString("base64url")
  await repositories.recordOwners.claim(context.tenant.slug, record, token)
  const cookie = setCookie(CONTINUATION_COOKIE, token, {
    maxAgeSeconds: CONTINUATION_COOKIE_SECONDS,
    secure: context.services.settings.production
  })
  return { "Set-Cookie": cookie }
}
