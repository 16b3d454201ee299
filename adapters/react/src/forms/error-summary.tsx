import type { FormErrorSummary } from "@dealer/core/forms"

/**
 * The form-level errors in a destructive alert (section 8 of document 001): the form error stored
 * after a failed submit, and the list under 'Please fix the following errors:'. Renders nothing
 * when there is neither.
 *
 * @example
 * <ErrorSummary summary={form.errorSummary} formError={form.formError} />
 */
export function ErrorSummary({
  summary,
  formError
}: {
  readonly summary: FormErrorSummary | null
  readonly formError?: string | null
}) {
  if (!summary && !formError) return null
  return (
    <div role="alert" className="form-errors">
      {formError ? <p>{formError}</p> : null}
      {summary ? (
        <>
          <p>{summary.heading}</p>
          <ul>
            {summary.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
