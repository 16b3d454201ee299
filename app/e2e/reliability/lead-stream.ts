import { randomUUID } from "node:crypto"
import { httpExchange } from "../../app/test/http-exchange.ts"
import { leadBody } from "../../app/test/lead-bodies.ts"

const HOST = "metro-motor-group.localhost"

/** What became of one lead POST. */
export interface LeadAttempt {
  readonly key: string
  readonly body: string
  /** The HTTP status, or null when the connection failed before an answer. */
  status: number | null
  leadId: number | null
  retryAfter: string | null
  /** Why no answer came (the socket error's code), when none did. */
  failure?: string
}

/** A lead POST as the site's form sends it, with an Idempotency-Key, to a server on loopback. */
export async function postLead(port: number, key: string, body: string): Promise<Omit<LeadAttempt, "key" | "body">> {
  try {
    const answer = await httpExchange({
      port,
      path: "/api/leads",
      method: "POST",
      headers: {
        host: `${HOST}:${port}`,
        origin: `http://${HOST}:${port}`,
        "content-type": "application/json",
        "idempotency-key": key
      },
      body,
      timeoutMs: 15_000
    })
    const leadId = answer.status === 200 ? (JSON.parse(answer.body.toString("utf8")) as { lead_id: number }).lead_id : null
    const retryAfter = answer.headers["retry-after"]
    return { status: answer.status, leadId, retryAfter: typeof retryAfter === "string" ? retryAfter : null }
  } catch (error) {
    const failure = error as NodeJS.ErrnoException
    return { status: null, leadId: null, retryAfter: null, failure: failure.code ?? failure.message }
  }
}

/** A new lead with its own key; its message carries the key, so the stored lead can be found by it. */
export function newLead(): { key: string; body: string } {
  const key = randomUUID()
  return { key, body: JSON.stringify(leadBody({ message: `stream ${key}` })) }
}

/**
 * Shoppers sending leads one after another over several connections until stopped, each attempt
 * kept with its outcome.
 *
 * @example
 * const stream = startLeadStream(port, 6); await stream.until((a) => a.length > 20); await stream.stop()
 */
export function startLeadStream(port: () => number, shoppers = 6) {
  const attempts: LeadAttempt[] = []
  let running = true
  const shopper = async () => {
    while (running) {
      const attempt: LeadAttempt = { ...newLead(), status: null, leadId: null, retryAfter: null }
      attempts.push(attempt)
      Object.assign(attempt, await postLead(port(), attempt.key, attempt.body))
      if (attempt.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  const loops = Array.from({ length: shoppers }, shopper)
  return {
    attempts,
    acknowledged: () => attempts.filter((attempt) => attempt.status === 200),
    /** Waits until the attempts so far satisfy `ready` (at most 60 s). */
    until: async (ready: (attempts: ReadonlyArray<LeadAttempt>) => boolean) => {
      const deadline = Date.now() + 60_000
      while (!ready(attempts)) {
        if (Date.now() > deadline) throw new Error(`The lead stream did not get there: ${attempts.length} attempts`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    stop: async () => {
      running = false
      await Promise.all(loops)
    }
  }
}
