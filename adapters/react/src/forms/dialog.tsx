import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
}

export interface DialogProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly title: ReactNode
  /** The accessible name of the close button. */
  readonly closeLabel: string
  readonly children: ReactNode
  readonly className?: string
}

/**
 * A modal dialog for the Enquire Now, test drive and Request Photos forms: labelled by its title,
 * focus moves into it on open and back to what had it on close, Tab stays inside, and Escape or
 * the close button closes it.
 *
 * @example
 * <Dialog open={open} onClose={() => setOpen(false)} title={texts.enquireNowTitle} closeLabel={texts.formsDialogCloseLabel}>
 *   <EnquiryFormView form={form} />
 * </Dialog>
 */
export function Dialog({ open, onClose, title, closeLabel, children, className }: DialogProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const root = panel.current
    if (root) (focusables(root).find((element) => element.tagName !== "BUTTON") ?? root).focus()
    return () => opener?.focus()
  }, [open])
  if (!open) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation()
      onClose()
      return
    }
    const root = panel.current
    if (event.key !== "Tab" || !root) return
    const items = focusables(root)
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ?? "dialog"}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  )
}
