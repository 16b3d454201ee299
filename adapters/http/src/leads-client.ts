import { LeadSubmitResponse, type LeadPayload } from "@dealer/core"
import { postDecoded, type ApiResult } from "./decoded-calls.ts"
import type { PlatformHttp, PostOptions } from "./platform-http.ts"

/** The body of `POST /api/leads`: core's lead payload, whether this is the form's last step, and the lead of earlier steps. */
export interface LeadSubmitBody<V extends object> {
  readonly userData: LeadPayload<V>
  readonly isLastStep: boolean
  readonly lead_id?: number
}

/** The "Leads" call of docs/api.md. */
export interface LeadsClient {
  /**
   * Submits a lead (enquiry, multi-step step, test drive, request photos, find similar, parts
   * step). A 2xx means the lead is stored; read the answer with core's `leadSubmitOutcome`.
   */
  submit<V extends object>(body: LeadSubmitBody<V>, options?: PostOptions): Promise<ApiResult<LeadSubmitResponse>>
}

/**
 * The lead call over a shared transport.
 *
 * @example
 * const key = newIdempotencyKey()
 * const result = await createLeadsClient(http).submit({ userData: leadPayload(values, page), isLastStep: true }, { idempotencyKey: key })
 */
export function createLeadsClient(http: PlatformHttp): LeadsClient {
  return {
    submit: (body, options) => postDecoded(http, LeadSubmitResponse, "/api/leads", body, "lead answer", options)
  }
}
