import { useDealerLocator, useTenant } from "@dealer/react"
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { Form, useSubmit } from "react-router"
import { comboboxAttributes, SuggestionList } from "../suggestions/suggestion-list.tsx"
import { createPlaceSuggestions } from "./place-suggestions.ts"

interface LocatorSearchFormProps {
  readonly text: string
  readonly radiusKm: number
  /** The point of the place searched, kept so another radius searches the same place. */
  readonly point: { readonly lat: number; readonly lng: number } | null
  readonly radiusOptions: ReadonlyArray<{ readonly value: number; readonly label: string }>
}

/**
 * The locator's search: a GET form (`q`, `radius`) that works without JS, enhanced into the
 * "Postcode, city or dealership name" combobox with place suggestions (Up, Down, Enter, Escape).
 * Choosing a suggestion or another radius searches at once.
 */
export function LocatorSearchForm({ text, radiusKm, point: searchedPoint, radiusOptions }: LocatorSearchFormProps) {
  const { texts } = useTenant()
  const id = useId()
  const listId = `${id}-places`
  const [places] = useState(createPlaceSuggestions)
  const locator = useDealerLocator({ reach: "radius" }, { suggestPlaces: places.suggestPlaces })
  const [value, setValue] = useState(text)
  const [point, setPoint] = useState<{ readonly lat: number; readonly lng: number } | null>(searchedPoint)
  const form = useRef<HTMLFormElement>(null)
  const searchOnChoice = useRef(false)
  const submit = useSubmit()

  // A chosen suggestion fills the box and searches at its point.
  const chosen = locator.placeLabel
  useEffect(() => {
    if (chosen === null) return
    const place = places.find(chosen)
    setValue(chosen)
    setPoint(place ? { lat: place.lat, lng: place.lng } : null)
    searchOnChoice.current = true
  }, [chosen, places])
  useEffect(() => {
    if (!searchOnChoice.current || !form.current) return
    searchOnChoice.current = false
    submit(form.current)
  }, [point, value, submit])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") locator.highlightNext()
    else if (event.key === "ArrowUp") locator.highlightPrevious()
    else if (event.key === "Enter" && locator.expanded && locator.highlightedIndex >= 0) locator.select()
    else if (event.key === "Escape" && locator.expanded) locator.close()
    else return
    event.preventDefault()
  }

  return (
    <Form method="get" ref={form} className="locator-form" role="search">
      <div className="locator-form__place">
        <label htmlFor={`${id}-q`}>{texts.dealershipPickerPlaceholder}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="text"
          autoComplete="off"
          placeholder={texts.dealershipPickerPlaceholder}
          {...comboboxAttributes(listId, locator.expanded, locator.highlightedIndex)}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setPoint(null)
            locator.type(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => locator.close()}
        />
        <SuggestionList
          id={listId}
          label={texts.dealershipPickerPlaceholder}
          className="locator-form"
          expanded={locator.expanded}
          items={locator.options.map((option) => ({ key: String(option.id), highlighted: option.highlighted, content: option.label }))}
          onChoose={(index) => locator.select(index)}
        />
        <span role="status" className="visually-hidden">
          {locator.searching ? locator.searchingText : ""}
        </span>
        {point && (
          <>
            <input type="hidden" name="lat" value={point.lat} />
            <input type="hidden" name="lng" value={point.lng} />
          </>
        )}
      </div>
      <div className="locator-form__radius">
        <label htmlFor={`${id}-radius`}>{texts.locatorRadiusLabel}</label>
        <select
          id={`${id}-radius`}
          name="radius"
          defaultValue={radiusKm}
          onChange={(event) => {
            if (value.trim() !== "") submit(event.currentTarget.form)
          }}
        >
          {radiusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button locator-form__submit">
        {texts.locatorSearchButton}
      </button>
    </Form>
  )
}
