import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from "react"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
}

/** Opens the element as a modal (top layer, the rest of the page inert); a plain `open` where unsupported. */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.open) return
  if (typeof dialog.showModal === "function") dialog.showModal()
  else dialog.setAttribute("open", "")
}

export interface DialogProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly title: ReactNode
  /** The accessible name of the close button. */
  readonly closeLabel: string
  readonly children: ReactNode
  /** Replaces the element's class (`dialog` by default). */
  readonly className?: string
  /** `fullscreen` fills the viewport (the gallery's photo view) instead of a centred panel. */
  readonly variant?: "panel" | "fullscreen"
}

/**
 * The site's one modal dialog (the vehicle page's forms, the finance disclaimer, the gallery's
 * fullscreen view) on the native `<dialog>` opened with `showModal()` (decision 0054): the browser
 * puts it in the top layer and makes the rest of the page inert. Labelled by its title; focus moves
 * to its first field (or its close button when it has none) on open and back to what had it on
 * close; Tab wraps inside (never out to the browser's own bar); Escape, the close button or a click
 * on the backdrop closes it.
 *
 * @example
 * <Dialog open={open} onClose={() => setOpen(false)} title={texts.enquireNowTitle} closeLabel={texts.formsDialogCloseLabel}>
 *   <EnquiryFormView form={form} />
 * </Dialog>
 * <Dialog open onClose={gallery.close} title={gallery.slideLabel} closeLabel={gallery.closeLabel} variant="fullscreen">…</Dialog>
 */
export function Dialog({ open, onClose, title, closeLabel, children, className, variant = "panel" }: DialogProps) {
  const titleId = useId()
  const panel = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = panel.current
    if (!open || !dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    showModal(dialog)
    // A form starts at its first field; a dialog with none (a disclaimer, a photo) on its close button.
    const start =
      focusables(dialog).find((element) => element.tagName !== "BUTTON") ?? dialog.querySelector<HTMLElement>(".dialog-close")
    ;(start ?? dialog).focus()
    return () => {
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [open])
  if (!open) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      // The state closes it: the browser's own close would leave React's `open` behind.
      event.preventDefault()
      event.stopPropagation()
      onClose()
      return
    }
    const root = panel.current
    if (event.key !== "Tab" || !root) return
    const items = focusables(root)
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }
  // A close request that is not a key (a phone's back gesture) arrives as `cancel`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onClose()
  }
  // The backdrop is the dialog element itself outside its content box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <dialog
      ref={panel}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      className={variant === "fullscreen" ? `${className ?? "dialog"} dialog--fullscreen` : (className ?? "dialog")}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="dialog__body">
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  )
}
