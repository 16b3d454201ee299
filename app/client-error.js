/**
 * Express's last error handler: a request the server cannot read before any page sees it (a path
 * with broken percent-encoding, a malformed body) is the client's error. It is answered with its
 * 4xx status and a short page saying what is wrong, and logged as one line naming the kind of
 * error, with no stack and nothing of the request (addresses and paths stay out of the logs).
 * Anything else goes on to Express's own handler: a server error, logged in full.
 */

/** What the visitor reads for a request the server could not read. */
export const CLIENT_ERROR_TEXT = "This request could not be read: the page address or the form sent is not valid. Please check the link, or reload the page and try again."

/**
 * @param {unknown} error
 * @returns {number | null} the error's 4xx status, or null for a server error
 */
export function clientErrorStatus(error) {
  if (error instanceof URIError) return 400
  const status = /** @type {{ status?: unknown, statusCode?: unknown }} */ (error ?? {})
  const code = typeof status.status === "number" ? status.status : status.statusCode
  return typeof code === "number" && code >= 400 && code < 500 ? code : null
}

/**
 * @param {(line: string) => void} [log]
 * @returns {(error: unknown, request: unknown, response: import("node:http").ServerResponse, next: (error?: unknown) => void) => void}
 */
export function clientErrorHandler(log = (line) => console.error(line)) {
  return (error, _request, response, next) => {
    const status = clientErrorStatus(error)
    if (status === null || response.headersSent) return next(error)
    const kind = error instanceof Error ? error.name : typeof error
    log(`Client error ${status}: ${kind}`)
    response.statusCode = status
    response.setHeader("Content-Type", "text/plain; charset=utf-8")
    response.setHeader("Cache-Control", "no-store")
    response.end(CLIENT_ERROR_TEXT)
  }
}
