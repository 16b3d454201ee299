import { leadSuccessEffects, leadSuccessPath, type FormFeedbackView, type LeadFormKind } from "@dealer/core/forms"
import { useBrowserAlert } from "@dealer/react"
import { useCallback, useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router"
import { submitLead } from "./lead-client.ts"
import { useLeadRecords } from "./use-lead-records.ts"

type SentLead = {
  readonly category?: unknown
  readonly subcategory?: unknown
  readonly car_id?: unknown
  readonly preferred_date_time?: unknown
  /** Where the platform routed it (its answer's `location_id`). */
  readonly location_id?: unknown
}

const text = (value: unknown) => (typeof value === "string" ? value : null)

/**
 * The browser side of a lead flow: a `submitLead` service that remembers what it sent, the
 * flow's browser alert, and the move to `/success` (naming what was sent) once the flow says so.
 * Given its kind, a lead that is in records its analytics event and keeps the car and category
 * locally (core's `leadSuccessEffects`); a flow that records them itself passes null.
 *
 * @example
 * const lead = useLeadSubmission("enquiry")
 * const form = useEnquiryForm(setup, { submitLead: lead.submitLead })
 * lead.useFollow(form)
 */
export function useLeadSubmission(kind: LeadFormKind | null) {
  const sent = useRef<SentLead | null>(null)
  const records = useLeadRecords()
  const submit = useCallback(
    async (lead: object) => {
      const answer = await submitLead(lead)
      sent.current = { ...(lead as SentLead), location_id: answer.location_id }
      const effects = kind === null ? null : leadSuccessEffects(kind, lead, answer)
      if (effects) {
        // Not awaited: the shopper goes on to /success while the event is sent (a client-side move keeps it).
        void records.track(effects.tracking, effects.record.car?.id ?? null)
        void records.store(effects.record)
      }
      return answer
    },
    [kind, records]
  )
  return { submitLead: submit, sent }
}

/** Shows the flow's alert and goes to the success page once the flow has a redirect. */
export function useFollowLeadFlow(
  flow: Pick<FormFeedbackView<string>, "alert" | "dismissAlert"> & { readonly redirectTo: string | null },
  sent: { readonly current: SentLead | null }
): void {
  const navigate = useNavigate()
  useBrowserAlert(flow)
  const { redirectTo } = flow
  useEffect(() => {
    if (redirectTo === null) return
    const lead = sent.current
    navigate(
      lead === null
        ? redirectTo
        : leadSuccessPath({
            category: text(lead.category) ?? "",
            subcategory: text(lead.subcategory),
            car_id: typeof lead.car_id === "number" ? lead.car_id : null,
            preferred_date_time: text(lead.preferred_date_time),
            location_id: typeof lead.location_id === "number" ? lead.location_id : null
          })
    )
  }, [redirectTo, navigate, sent])
}

/**
 * The form as the server answered a post without JavaScript (its errors, values, step or times)
 * until the shopper changes anything here; the live flow from then on.
 *
 * @example
 * const shown = useServedView(form, actionData?.form)
 */
export function useServedView<
  A extends {
    readonly values: object
    readonly submitting: boolean
    readonly errorSummary: unknown
    readonly formError: string | null
  }
>(live: A, served: Partial<A> | null | undefined): A {
  const [opening] = useState(live.values)
  const pristine = live.values === opening && !live.submitting && live.errorSummary === null && live.formError === null
  return served && pristine ? { ...live, ...served } : live
}
