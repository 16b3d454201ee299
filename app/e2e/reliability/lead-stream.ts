import { randomUUID } from "node:crypto"
import { request } from "node:http"
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
export function postLead(port: number, key: string, body: string): Promise<Omit<LeadAttempt, "key" | "body">> {
  const failed = (error: NodeJS.ErrnoException) => ({ status: null, leadId: null, retryAfter: null, failure: error.code ?? error.message })
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/leads",
        method: "POST",
        agent: false,
        headers: {
          host: `${HOST}:${port}`,
          origin: `http://${HOST}:${port}`,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "idempotency-key": key
        },
        timeout: 15_000
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk))
        incoming.on("end", () => {
          const status = incoming.statusCode ?? 0
          const text = Buffer.concat(chunks).toString("utf8")
          const leadId = status === 200 ? (JSON.parse(text) as { lead_id: number }).lead_id : null
          const retryAfter = incoming.headers["retry-after"]
          resolve({ status, leadId, retryAfter: typeof retryAfter === "string" ? retryAfter : null })
        })
        incoming.on("error", (error) => resolve(failed(error)))
      }
    )
    outgoing.on("timeout", () => outgoing.destroy())
    outgoing.on("error", (error) => resolve(failed(error)))
    outgoing.end(body)
  })
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
