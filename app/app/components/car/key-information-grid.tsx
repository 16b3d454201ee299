import type { ExpandableList, KeyInformationItem } from "@dealer/core"
import { Expandable } from "./expandable.tsx"

/** The key-information grid: the first 4 items, the rest behind Show More. */
export function KeyInformationGrid({ title, list }: { readonly title: string; readonly list: ExpandableList<KeyInformationItem> }) {
  if (list.all.length === 0) return null
  return (
    <section className="car-section" aria-labelledby="key-information">
      <h2 id="key-information">{title}</h2>
      <Expandable
        list={list}
        render={(items, id) => (
          <dl id={id} className="key-information">
            {items.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
      />
    </section>
  )
}
