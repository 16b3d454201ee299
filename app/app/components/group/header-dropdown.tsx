import type { HeaderMenuEvent, MenuOpenOn } from "@dealer/core"
import { useRef, type ReactNode } from "react"

/**
 * A header dropdown as a `<details>` disclosure, so it opens without JavaScript too. Once hydrated,
 * core's transition decides when it opens (click, Enter/Space, or hover where configured); Escape
 * closes it and puts focus back on its toggle.
 */
export function HeaderDropdown({
  id,
  label,
  open,
  openOn,
  send,
  className,
  children
}: {
  readonly id: string
  readonly label: string
  readonly open: boolean
  readonly openOn: MenuOpenOn
  readonly send: (event: HeaderMenuEvent) => void
  readonly className?: string
  readonly children: ReactNode
}) {
  const toggle = useRef<HTMLElement>(null)
  // Whether a mouse rests on the dropdown, so a click after a hover keeps it open.
  const pointerInside = useRef(false)
  return (
    <details
      className={["header-dropdown", className].filter(Boolean).join(" ")}
      data-menu={id}
      data-open-on={openOn}
      open={open}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return
        pointerInside.current = true
        send({ type: "POINTER_ENTER", menu: id })
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return
        pointerInside.current = false
        send({ type: "POINTER_LEAVE", menu: id })
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return
        event.preventDefault()
        send({ type: "CLOSE" })
        toggle.current?.focus()
      }}
    >
      <summary
        ref={toggle}
        className="header-dropdown__toggle"
        onClick={(event) => {
          event.preventDefault()
          // A keyboard press arrives as a click with no detail (no pointer involved).
          send({ type: "TOGGLE", menu: id, pointerInside: event.detail > 0 && pointerInside.current })
        }}
      >
        {label}
      </summary>
      <div className="header-dropdown__panel">{children}</div>
    </details>
  )
}
