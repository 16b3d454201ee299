import { isLeadFormSpam, postedTextFields, type LeadFields, type LeadSubmitResponse, type PostedForm, type Tenant } from "@dealer/core"
import { leadSuccessPath } from "@dealer/core/forms"
import { data, redirect, type ActionFunctionArgs } from "react-router"
import { waitFor, type AnyActorRef, type SnapshotFrom } from "xstate"
import type { Services } from "../services.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { ApiError } from "./api-error.server.ts"
import { messageText } from "./api-messages.server.ts"
import { clientAddressOf } from "./api-context.server.ts"
import { FORM_TOKEN_FIELD, formIdempotencyKey } from "./form-idempotency.server.ts"
import { reserveIdempotencyKey } from "./idempotency.server.ts"
import { enforceRateLimits, leadRules } from "./rate-limit.server.ts"
import { BODY_LIMIT_BYTES } from "./request-body.server.ts"
import { logProblem } from "./safe-log.server.ts"
import { isSameOriginRequest } from "./same-origin.server.ts"
import { storeLeadSubmission } from "./lead-submission.server.ts"

/**
 * How a lead form works without JavaScript, in one place for every form page (enquiry, test
 * drive, finance, multi-step, trade-in, parts):
 *
 * 1. `readLeadFormPost(args)` resolves the tenant, refuses a cross-site post (403) and a body over
 *    64 KB (413), and reads the url-encoded fields into a `PostedForm`.
 * 2. The page turns the post into its flow's values with core (`postedEnquiryValues`, ...) and runs
 *    the SAME statechart the browser runs (`settleFlow`), with `post.submitLead` as its
 *    `submitLead` actor: so validation messages, the lead payload and the failure texts are
 *    core's, exactly as with JavaScript.
 * 3. `post.submitLead` stores the lead as `POST /api/leads` does (rate limits, one transaction,
 *    ADF outbox, test drive slot hold, honeypot) and answers `{ lead_id }`; a refusal rejects with
 *    the message the form then shows.
 * 4. On success the page answers `successRedirect(post)` (303 to `/success` with what was sent);
 *    otherwise it answers `flowViewData(view)` and re-renders the form from that view (errors,
 *    values, the step or the offered times).
 */
export interface LeadFormPost {
  readonly tenant: Tenant
  readonly services: Services
  readonly request: Request
  readonly now: Date
  readonly posted: PostedForm
  /** Stores a lead (the flow's `submitLead`); the last one stored is kept for the success page. */
  readonly submitLead: (lead: object) => Promise<LeadSubmitResponse>
  /** The lead last stored by `submitLead`, or null. */
  readonly storedLead: () => Readonly<Record<string, unknown>> | null
}

async function postedFields(request: Request): Promise<PostedForm> {
  const declared = Number(request.headers.get("content-length"))
  const tooLarge = () => data({ title: "Payload Too Large" }, { status: 413 })
  if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) throw tooLarge()
  const raw = await request.text()
  if (raw.length > BODY_LIMIT_BYTES) throw tooLarge()
  // A name posted twice keeps its first value, as the form renders each input once; control
  // characters (a crafted NUL) are dropped, so the form validates what a browser could send.
  return postedTextFields(new URLSearchParams(raw))
}

/** What a stored lead answers the form with, and a double submit answers again. */
interface StoredLeadAnswer {
  readonly id: number
  readonly locationId: number | null
}

function honeypot(lead: object): string | null {
  const website = (lead as { readonly website?: unknown }).website
  return typeof website === "string" ? website : null
}

/**
 * Reads a lead form's plain POST (see `LeadFormPost` for the whole flow).
 *
 * @example
 * export async function action(args: ActionFunctionArgs) {
 *   const post = await readLeadFormPost(args)
 *   ...
 * }
 */
export async function readLeadFormPost(args: ActionFunctionArgs): Promise<LeadFormPost> {
  const { tenant, services } = await requireTenant(args.request)
  const { request } = args
  if (!isSameOriginRequest(request, { allowWithoutOrigin: services.settings.allowRequestsWithoutOrigin })) {
    throw data({ title: tenant.texts.formsSubmitFailed }, { status: 403 })
  }
  const posted = await postedFields(request)
  const now = services.clock()
  const clientAddress = clientAddressOf(args.context)
  let stored: Readonly<Record<string, unknown>> | null = null
  const submitLead = async (lead: object): Promise<LeadSubmitResponse> => {
    const fields = lead as LeadFields
    try {
      const spam = isLeadFormSpam({ website: honeypot(lead) })
      await enforceRateLimits(
        services.repositories.rateLimiter,
        leadRules(tenant.slug, clientAddress, services.settings.limits, spam),
        now
      )
      // A double submit of the form (same token, shopper and fields) stores one lead.
      const key = formIdempotencyKey(args, new URL(request.url).pathname, lead, posted[FORM_TOKEN_FIELD])
      const saved = await services.unitOfWork.transaction(async (repositories): Promise<StoredLeadAnswer> => {
        const replay = await reserveIdempotencyKey(repositories.idempotency, { tenantSlug: tenant.slug, key, bodyHash: "", now })
        if (replay !== null) return JSON.parse(replay.body) as StoredLeadAnswer
        const stored = await storeLeadSubmission(repositories, tenant, { leadId: null, fields, isLastStep: true, spam }, now)
        const answer = { id: stored.id, locationId: stored.locationId }
        await repositories.idempotency.complete(tenant.slug, key, { status: 200, body: JSON.stringify(answer) })
        return answer
      })
      stored = { ...(lead as Readonly<Record<string, unknown>>), location_id: saved.locationId }
      return { lead_id: saved.id, location_id: saved.locationId }
    } catch (error) {
      // The form shows the refusal in the tenant's words, as the browser flow shows the API's; a
      // failure with no message of the API's own shows the flow's 'An unexpected error occured'.
      if (error instanceof ApiError) throw new Error(messageText(error.message, tenant.texts))
      logProblem("lead form post", error)
      throw new Error("")
    }
  }
  return { tenant, services, request, now, posted, submitLead, storedLead: () => stored }
}

/**
 * Runs a flow's statechart on the server as a browser would: sends each event in order and waits,
 * after each, until `isSettled` (no call under way), within the flows' own 15 s limit.
 *
 * @example
 * const snapshot = await settleFlow(actor, [{ type: "SUBMIT" }], (s) => !connectEnquiryForm(s, ignore).submitting)
 */
export async function settleFlow<A extends AnyActorRef>(
  actor: A,
  events: ReadonlyArray<Parameters<A["send"]>[0]>,
  isSettled: (snapshot: SnapshotFrom<A>) => boolean
): Promise<SnapshotFrom<A>> {
  actor.start()
  try {
    for (const event of events) {
      actor.send(event)
      await waitFor(actor, (snapshot) => isSettled(snapshot as SnapshotFrom<A>), { timeout: 20_000 })
    }
    return actor.getSnapshot() as SnapshotFrom<A>
  } finally {
    actor.stop()
  }
}

/**
 * The answer to a lead form whose lead is stored: 303 to `/success`, naming what was sent.
 *
 * @example
 * if (connectEnquiryForm(snapshot, ignore).redirectTo !== null) return successRedirect(post)
 */
export function successRedirect(post: LeadFormPost): Response {
  const lead = post.storedLead() ?? {}
  const text = (key: string) => (typeof lead[key] === "string" ? (lead[key] as string) : null)
  return redirect(
    leadSuccessPath({
      category: text("category") ?? "",
      subcategory: text("subcategory"),
      car_id: typeof lead.car_id === "number" ? lead.car_id : null,
      preferred_date_time: text("preferred_date_time"),
      location_id: typeof lead.location_id === "number" ? lead.location_id : null
    }),
    303
  )
}

/** A flow's view model as data: its values, errors and state, without its commands. */
export type FlowViewData<V> = { readonly [K in keyof V as V[K] extends (...args: never[]) => unknown ? never : K]: V[K] }

/**
 * A flow's view model (core's `connect…` output) as the action's data, so the page re-renders the
 * form the server ran with its errors, values, step or offered times.
 *
 * @example
 * return { form: flowViewData(connectEnquiryForm(snapshot, () => {})) }
 */
export function flowViewData<V extends object>(view: V): FlowViewData<V> {
  return Object.fromEntries(
    Object.entries(view).filter(([, value]) => typeof value !== "function")
  ) as FlowViewData<V>
}
