import type { FacetControlView } from "@dealer/core"
import { useId } from "react"
import { Form } from "react-router"

type SelectView = Extract<FacetControlView, { kind: "select" }>

/**
 * One facet as a single-choice select in a GET form carrying the other filters: a choice submits
 * at once with script, the Apply button does without (as the sort menu).
 */
export function SearchFacetSelect({ control }: { readonly control: SelectView }) {
  const id = useId()
  const { section, form } = control
  return (
    <Form
      method="get"
      action={form.action}
      className="facet-select"
      preventScrollReset
      key={control.value}
      data-facet={section.name}
      data-selector="select"
    >
      {form.keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="facet-select__label">
        {section.label}
      </label>
      <select
        id={id}
        name={section.name}
        defaultValue={control.value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{control.anyLabel}</option>
        {control.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--small">
          {form.applyLabel}
        </button>
      </noscript>
    </Form>
  )
}
