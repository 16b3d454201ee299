import type { ReactNode } from "react"

/** One suggestion as the list draws it. */
export interface SuggestionItem {
  readonly key: string
  readonly content: ReactNode
  readonly highlighted: boolean
  /** Extra data attribute for styles (the keyword box marks makes and models). */
  readonly kind?: string
}

/**
 * The listbox under a combobox input (the keyword box, the place boxes): its options keep focus in
 * the input on press, so a click chooses before the input's blur closes the list.
 */
export function SuggestionList({
  id,
  label,
  className,
  expanded,
  items,
  onChoose
}: {
  readonly id: string
  readonly label: string
  /** The block's class: the list takes `${className}__options`, each option `${className}__option`. */
  readonly className: string
  readonly expanded: boolean
  readonly items: ReadonlyArray<SuggestionItem>
  readonly onChoose: (index: number) => void
}) {
  return (
    <ul role="listbox" id={id} className={`${className}__options`} aria-label={label} hidden={!expanded}>
      {items.map((item, index) => (
        <li
          key={item.key}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={item.highlighted}
          className={`${className}__option`}
          data-kind={item.kind}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(index)}
        >
          {item.content}
        </li>
      ))}
    </ul>
  )
}

/** The id of a list's option, which the input names as its active descendant. */
export const suggestionId = (listId: string, index: number) => `${listId}-${index}`

/** The ARIA attributes of the input that owns a suggestion list. */
export function comboboxAttributes(listId: string, expanded: boolean, highlighted: number) {
  return {
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": expanded,
    "aria-controls": listId,
    "aria-activedescendant": highlighted >= 0 ? suggestionId(listId, highlighted) : undefined
  } as const
}
