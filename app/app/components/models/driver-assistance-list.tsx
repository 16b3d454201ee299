import { driverAssistanceView } from "@dealer/core/models"
import { useTenant } from "@dealer/react"
import { useRef, useState, type MouseEvent } from "react"

/**
 * The driver assistance systems with the 'See rest' expander. The expander is a link to
 * `?assistance=all`, so without JavaScript the server renders the full list; with it the list opens
 * in place and focus moves to the first system it revealed.
 */
export function DriverAssistanceList({
  heading,
  systems,
  initiallyExpanded
}: {
  readonly heading: string
  readonly systems: ReadonlyArray<string>
  readonly initiallyExpanded: boolean
}) {
  const { texts } = useTenant()
  const [expanded, setExpanded] = useState(initiallyExpanded)
  const list = useRef<HTMLUListElement>(null)
  const view = driverAssistanceView(systems, expanded, texts)
  const revealFrom = view.shown.length
  const expand = (event: MouseEvent) => {
    event.preventDefault()
    setExpanded(true)
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>("li")[revealFrom]?.focus())
  }
  return (
    <section className="model-section driver-assistance" id="driver-assistance" aria-labelledby="driver-assistance-heading">
      <h2 id="driver-assistance-heading">{heading}</h2>
      <ul className="driver-assistance__list" ref={list}>
        {view.shown.map((system) => (
          <li key={system} className="driver-assistance__item" tabIndex={-1}>
            {system}
          </li>
        ))}
      </ul>
      {view.seeRest && (
        <a className="driver-assistance__see-rest" href="?assistance=all#driver-assistance" onClick={expand}>
          {view.seeRest}
        </a>
      )}
    </section>
  )
}
