import type { FacetControlView } from "@dealer/core"
import { Form } from "react-router"

type DropdownView = Extract<FacetControlView, { kind: "dropdown" }>

/**
 * One facet as a dropdown: a disclosure button opening a panel of checkboxes, applied together by
 * a GET form that carries the other filters (so it works without script, and by keyboard: Enter
 * opens it, Space ticks, Apply submits).
 */
export function SearchFacetDropdown({ control }: { readonly control: DropdownView }) {
  const { section, picked, form } = control
  const selected = section.options.filter((option) => option.selected).map((option) => option.value)
  return (
    <details className="facet-dropdown" data-facet={section.name} data-selector="dropdown">
      <summary className="facet-dropdown__button">
        {section.label}
        {picked > 0 ? <span className="facet-menu__picked">{picked}</span> : null}
      </summary>
      {/* Keyed by the applied values, so a new URL (back button, a link) resets the boxes. */}
      <Form method="get" action={form.action} className="facet-dropdown__panel" preventScrollReset key={selected.join("\n")}>
        <fieldset aria-label={section.label}>
          {form.keep.map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <ul className="facet">
            {section.options.map((option) => (
              <li key={option.value}>
                <label className="facet__option facet__check">
                  <input type="checkbox" name={section.name} value={option.value} defaultChecked={option.selected} />
                  <span className="facet__label">{option.label}</span> <span className="facet__count">({option.count})</span>
                </label>
              </li>
            ))}
          </ul>
          <button type="submit" className="button button--small">
            {form.applyLabel}
          </button>
        </fieldset>
      </Form>
    </details>
  )
}
