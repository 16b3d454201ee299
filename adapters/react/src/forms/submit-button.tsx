import type { ReactNode } from "react"

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap"
} as const

/**
 * A form's submit button: disabled with a spinner while the form is submitting (section 4 of
 * document 001), and announcing `submittingLabel` to screen readers meanwhile.
 *
 * @example
 * <SubmitButton submitting={form.submitting} submittingLabel={texts.formsSubmittingLabel}>{texts.formsSubmitButton}</SubmitButton>
 */
export function SubmitButton({
  submitting,
  submittingLabel,
  children,
  className
}: {
  readonly submitting: boolean
  readonly submittingLabel: string
  readonly children: ReactNode
  readonly className?: string
}) {
  return (
    <button type="submit" disabled={submitting} aria-busy={submitting} className={className ?? "button"}>
      {submitting ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      <span role="status" style={visuallyHidden}>
        {submitting ? submittingLabel : ""}
      </span>
    </button>
  )
}
