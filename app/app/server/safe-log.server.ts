/**
 * What may be logged of a failure: its kind and code, never its message. Messages of database
 * and decoding errors can quote the values of a request (phone numbers, emails, names).
 *
 * @example
 * describeFailure(new TypeError("x")) // "TypeError"
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const code = (error as { code?: unknown }).code
  return typeof code === "string" || typeof code === "number" ? `${error.name} (${code})` : error.name
}

/**
 * Logs a failure of `what` with no personal data in it.
 *
 * @example
 * logProblem("POST /api/leads", error) // "POST /api/leads failed: DatabaseError (23505)"
 */
export function logProblem(what: string, error: unknown): void {
  console.error(`${what} failed: ${describeFailure(error)}`)
}
