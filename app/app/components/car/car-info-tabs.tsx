import type { DealerCommentsView, ExpandableList, InfoTab, InfoTabKey } from "@dealer/core"
import { useId, useState, type KeyboardEvent } from "react"
import { Expandable } from "./expandable.tsx"
import { InfoTabCopy } from "./info-tab-copy.tsx"

function DealerComments({ comments }: { readonly comments: DealerCommentsView }) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  return (
    <div className="car-page__comments">
      <p id={id} className={comments.pending ? "muted" : undefined}>
        {comments.collapsible && !expanded ? comments.preview : comments.text}
      </p>
      {comments.collapsible ? (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? comments.showLess : comments.showMore}
        </button>
      ) : null}
    </div>
  )
}

function Features({ features }: { readonly features: ExpandableList<string> }) {
  return (
    <Expandable
      list={features}
      render={(items, listId) => (
        <ul id={listId} className="features">
          {items.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
    />
  )
}

/** Where the arrow, Home and End keys move the selection (WAI-ARIA tabs pattern, wrapping). */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count
  if (key === "ArrowLeft") return (index - 1 + count) % count
  if (key === "Home") return 0
  if (key === "End") return count - 1
  return null
}

const NO_SCRIPT_PANELS = "<style>.car-info-tabs [role=tabpanel][hidden]{display:block}</style>"

/** The information tabs core lists for this car and tenant: the car's comments and features, and the dealer's copy. */
export function CarInfoTabs({
  label,
  tabs,
  comments,
  features
}: {
  readonly label: string
  readonly tabs: ReadonlyArray<InfoTab>
  readonly comments: DealerCommentsView
  readonly features: ExpandableList<string>
}) {
  const id = useId()
  const [selected, setSelected] = useState<InfoTabKey>(tabs[0]?.key ?? "dealer-comments")
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected)
    const next = tabs[nextIndex(event.key, index, tabs.length) ?? -1]
    if (!next) return
    event.preventDefault()
    setSelected(next.key)
    document.getElementById(`${id}-${next.key}`)?.focus()
  }
  return (
    <section className="car-section car-info-tabs" aria-label={label}>
      {/* Without JavaScript the tabs cannot switch, so every panel shows, one after another. */}
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_PANELS }} />
      <div role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${id}-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={tab.key === selected}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => setSelected(tab.key)}
            onKeyDown={onKey}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}`}
          tabIndex={0}
          hidden={tab.key !== selected}
        >
          {tab.body.kind === "content" ? (
            <InfoTabCopy blocks={tab.body.blocks} />
          ) : tab.key === "dealer-comments" ? (
            <DealerComments comments={comments} />
          ) : (
            <Features features={features} />
          )}
        </div>
      ))}
    </section>
  )
}
