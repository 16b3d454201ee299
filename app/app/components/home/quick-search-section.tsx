import { quickSearchQuery, searchHref, type QuickSearchSelect, type QuickSearchValues, type QuickSearchView } from "@dealer/core"
import { useState, type FormEvent } from "react"
import { useNavigate } from "react-router"
import { useQuickSearchCount } from "./use-quick-search-count.ts"

const FIELD_NAMES = ["query", "make", "model", "price_min", "price_max", "car_type"] as const

/** What the form holds now, by the names the search page reads. */
function readValues(form: HTMLFormElement): QuickSearchValues {
  const data = new FormData(form)
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, String(data.get(name) ?? "")]))
}

function Select({ select, id }: { readonly select: QuickSearchSelect; readonly id: string }) {
  return (
    <div className="quick-search__field">
      <label className="quick-search__label" htmlFor={id}>
        {select.label}
      </label>
      <select id={id} name={select.name} defaultValue="">
        <option value="">{select.anyLabel}</option>
        {select.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The quick search: a GET form to the search page, so it works before (and without) scripts; once
 * scripts run, the button's "Show Me N cars" counts the shopper's picks as they make them, the
 * models narrow to the make picked, and sending it opens the search without a full page load.
 */
export function QuickSearch({ view, id }: { readonly view: QuickSearchView; readonly id: string }) {
  const navigate = useNavigate()
  const [values, setValues] = useState<QuickSearchValues | null>(null)
  const countText = useQuickSearchCount(values, view.countWords, view.countText)
  const make = values?.make ?? ""
  const groups = view.model?.groups.filter((group) => make === "" || group.make === make) ?? []
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    const next = readValues(form)
    // A model of another make would find nothing: picking a make starts its models afresh.
    const modelOfMake = view.model?.groups.some(
      (group) => group.make === next.make && group.options.some((option) => option.value === next.model)
    )
    if (next.make && next.make !== make && next.model && !modelOfMake) {
      const model = form.elements.namedItem("model")
      if (model instanceof HTMLSelectElement) model.value = ""
      setValues({ ...next, model: "" })
      return
    }
    setValues(next)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate(searchHref(view.action, quickSearchQuery(readValues(event.currentTarget))))
  }
  const headingId = `${id}-heading`
  return (
    <section className="quick-search home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__heading">
        {view.heading}
      </h2>
      <form className="quick-search__form" method="get" action={view.action} onChange={onChange} onSubmit={onSubmit}>
        {view.keyword ? (
          <div className="quick-search__field quick-search__field--keyword">
            <label className="quick-search__label" htmlFor={`${id}-query`}>
              {view.keyword.label}
            </label>
            <input
              id={`${id}-query`}
              type="search"
              name={view.keyword.name}
              placeholder={view.keyword.placeholder}
              maxLength={view.keyword.maxLength}
              autoComplete="off"
            />
          </div>
        ) : null}
        {view.make ? <Select select={view.make} id={`${id}-make`} /> : null}
        {view.model ? (
          <div className="quick-search__field">
            <label className="quick-search__label" htmlFor={`${id}-model`}>
              {view.model.label}
            </label>
            <select id={`${id}-model`} name={view.model.name} defaultValue="">
              <option value="">{view.model.anyLabel}</option>
              {groups.map((group) => (
                <optgroup key={group.make} label={group.make}>
                  {group.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        ) : null}
        {view.price ? <Select select={view.price.min} id={`${id}-price-min`} /> : null}
        {view.price ? <Select select={view.price.max} id={`${id}-price-max`} /> : null}
        {view.condition ? <Select select={view.condition} id={`${id}-condition`} /> : null}
        <button type="submit" className="quick-search__submit">
          <span aria-live="polite">{countText}</span>
        </button>
      </form>
    </section>
  )
}
