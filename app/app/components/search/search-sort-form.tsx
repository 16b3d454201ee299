import type { SearchListingView } from "@dealer/core"
import { useId } from "react"
import { Form } from "react-router"
import { useSearchTexts } from "./use-search-texts.ts"

/** The sort menu as a GET form on the page's path: a choice submits at once, a button does without script. */
export function SearchSortForm({ sort, action }: { readonly sort: SearchListingView["sort"]; readonly action: string }) {
  const id = useId()
  const texts = useSearchTexts()
  const selected = sort.options.find((option) => option.selected)?.value
  return (
    <Form method="get" action={action} className="search__sort" preventScrollReset key={selected}>
      {sort.keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{sort.label}</label>
      <select id={id} name="sortBy" defaultValue={selected} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        {sort.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--small">
          {texts.searchRangeApply}
        </button>
      </noscript>
    </Form>
  )
}
