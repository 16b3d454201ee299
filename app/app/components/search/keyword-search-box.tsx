import { DEFAULT_SEARCH_PATH, fillText, type KeywordSuggestion, type SearchParamPairs } from "@dealer/core"
import { useSuggestionBox } from "@dealer/react"
import { useId, type KeyboardEvent } from "react"
import { Form, useNavigate } from "react-router"
import { comboboxAttributes, SuggestionList } from "../suggestions/suggestion-list.tsx"
import { suggestKeywords } from "./keyword-stock.ts"
import { useSearchTexts } from "./use-search-texts.ts"

const labelOf = (suggestion: KeywordSuggestion) => suggestion.label

/**
 * The keyword box: a plain GET form sending `query` to the search (with the filters in `keep`), so
 * it works without script; with script, a combobox suggesting the site's makes and models as the
 * shopper types (arrows move, Enter or a click chooses and searches, Escape closes the list).
 * Used in the site header and on the search page.
 */
export function KeywordSearchBox({
  action = DEFAULT_SEARCH_PATH,
  keep = [],
  query = "",
  className = ""
}: {
  readonly action?: string
  readonly keep?: SearchParamPairs
  readonly query?: string
  readonly className?: string
}) {
  const texts = useSearchTexts()
  const id = useId()
  const listId = `${id}-suggestions`
  const navigate = useNavigate()
  const box = useSuggestionBox(query, suggestKeywords, labelOf)
  const search = (suggestion: KeywordSuggestion) => {
    const params = new URLSearchParams([...keep, ["query", suggestion.label]])
    void navigate(`${action}?${params.toString()}`)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { handled, chosen } = box.keyDown(event.key)
    if (!handled) return
    event.preventDefault()
    if (chosen) search(chosen)
  }
  return (
    <Form method="get" action={action} role="search" className={`keyword-search ${className}`.trim()}>
      {keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-query`} className="keyword-search__label">
        {texts.searchBoxLabel}
      </label>
      <div className="keyword-search__field">
        <input
          id={`${id}-query`}
          className="keyword-search__input"
          type="search"
          name="query"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={texts.searchBoxPlaceholder}
          {...comboboxAttributes(listId, box.expanded, box.highlighted)}
          value={box.text}
          onChange={(event) => box.type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => box.reopen()}
          onBlur={() => box.close()}
        />
        <SuggestionList
          id={listId}
          label={texts.searchBoxSuggestions}
          className="keyword-search"
          expanded={box.expanded}
          items={box.options.map((option, index) => ({
            key: `${option.kind}:${option.label}`,
            kind: option.kind,
            highlighted: index === box.highlighted,
            content: fillText(texts.searchFacetChoice, { label: option.label, count: String(option.count) })
          }))}
          onChoose={(index) => {
            const chosen = box.choose(index)
            if (chosen) search(chosen)
          }}
        />
        <button type="submit" className="keyword-search__submit">
          {texts.searchBoxSubmit}
        </button>
      </div>
    </Form>
  )
}
