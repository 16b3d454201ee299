/** A handler's JSON answer; `body` undefined answers no body (204, 202). */
export interface ApiReply {
  readonly status: number
  readonly body?: unknown
  /** The body already as JSON text (it wins over `body`). */
  readonly json?: string
  readonly headers?: Readonly<Record<string, string>>
}

/**
 * A JSON answer (200 unless told).
 *
 * @example
 * return reply({ lead_id: 812 })
 */
export const reply = (body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): ApiReply => ({
  status,
  body,
  headers
})

/**
 * A JSON answer whose text the handler made itself (parts of it kept between requests).
 *
 * @example
 * return jsonTextReply(`{"hits":[${hits.map(stableJson).join(",")}]}`)
 */
export const jsonTextReply = (json: string, status = 200): ApiReply => ({ status, json })

/**
 * An answer without a body.
 *
 * @example
 * return noContent() // 204
 */
export const noContent = (status = 204, headers: Readonly<Record<string, string>> = {}): ApiReply => ({
  status,
  headers
})

/**
 * The HTTP response of an answer; answers are personal or live, so not cached unless a handler
 * says otherwise.
 *
 * @example
 * responseOf(reply({ ok: true }))
 */
export function responseOf(answer: ApiReply): Response {
  const headers = new Headers({ "Cache-Control": "no-store", ...answer.headers })
  const json = answer.json ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body))
  if (json === undefined) return new Response(null, { status: answer.status, headers })
  headers.set("Content-Type", "application/json; charset=utf-8")
  return new Response(json, { status: answer.status, headers })
}
