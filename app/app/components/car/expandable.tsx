import type { ExpandableList } from "@dealer/core"
import { useId, useState, type ReactNode } from "react"

/**
 * A list cut to its collapsed length with a Show More / Show Less style toggle. Without script the
 * server renders the collapsed cut; everything is one click away once the page is interactive.
 */
export function Expandable<T>({
  list,
  render,
  className
}: {
  readonly list: ExpandableList<T>
  readonly render: (items: ReadonlyArray<T>, id: string) => ReactNode
  readonly className?: string
}) {
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  return (
    <div className={className}>
      {render(expanded ? list.all : list.collapsed, id)}
      {list.toggle ? (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? list.toggle.less : list.toggle.more}
        </button>
      ) : null}
    </div>
  )
}
