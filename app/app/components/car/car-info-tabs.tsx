import type { DealerCommentsView, ExpandableList } from "@dealer/core"
import { useId, useState, type KeyboardEvent } from "react"
import { Expandable } from "./expandable.tsx"

type TabKey = "comments" | "features"

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

/** The information tabs: Dealer Comments and, when the car lists any, its Features. */
export function CarInfoTabs({
  label,
  comments,
  features,
  featuresTitle
}: {
  readonly label: string
  readonly comments: DealerCommentsView
  readonly features: ExpandableList<string>
  readonly featuresTitle: string
}) {
  const id = useId()
  const tabs: ReadonlyArray<{ key: TabKey; label: string }> = [
    { key: "comments", label: comments.title },
    ...(features.all.length > 0 ? [{ key: "features" as const, label: featuresTitle }] : [])
  ]
  const [selected, setSelected] = useState<TabKey>("comments")
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const index = tabs.findIndex((tab) => tab.key === selected)
    const next = tabs[(index + step + tabs.length) % tabs.length]
    if (next) {
      setSelected(next.key)
      document.getElementById(`${id}-${next.key}`)?.focus()
    }
  }
  return (
    <section className="car-section car-info-tabs" aria-label={label}>
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
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}`}
          hidden={tab.key !== selected}
        >
          {tab.key === "comments" ? (
            <DealerComments comments={comments} />
          ) : (
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
          )}
        </div>
      ))}
    </section>
  )
}
