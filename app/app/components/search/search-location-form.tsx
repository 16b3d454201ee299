import { placeLocationQuery, type LocationSectionView, type PlaceSuggestion } from "@dealer/core"
import { useSuggestionBox } from "@dealer/react"
import { useId, useRef, useState, type KeyboardEvent } from "react"
import { Form, Link, useSubmit } from "react-router"
import { useHydrated } from "../enquiry/use-hydrated.ts"
import { createPlaceSuggestions } from "../locator/place-suggestions.ts"
import { comboboxAttributes, SuggestionList } from "../suggestions/suggestion-list.tsx"

/** The spec's place autocomplete waits 300 ms after the last keystroke (section 9). */
const PLACE_DEBOUNCE_MS = 300
const labelOf = (place: PlaceSuggestion) => place.label

/**
 * "Near a postcode or suburb, within N km": a GET form carrying the other filters. Without script
 * the server places the typed text; with script the place box suggests Australian places and the
 * dealer's locations (the locator's suggestions), and choosing one, or another radius once a
 * place is searched, searches at once with the place's point.
 */
export function SearchLocationForm({ section }: { readonly section: LocationSectionView }) {
  const id = useId()
  const listId = `${id}-places`
  const hydrated = useHydrated()
  const submit = useSubmit()
  const form = useRef<HTMLFormElement>(null)
  const [places] = useState(createPlaceSuggestions)
  const box = useSuggestionBox(section.userLocation ?? "", places.suggestPlaces, labelOf, PLACE_DEBOUNCE_MS)
  const [picked, setPicked] = useState<PlaceSuggestion | null>(null)
  const radius = section.radius.find((option) => option.selected)?.value ?? section.radius[0]?.value ?? 50
  // The point searched goes with the form while the box still names its place.
  const unchanged = box.text === (section.userLocation ?? "")
  const point = picked
    ? placeLocationQuery(picked, radius)
    : unchanged && section.point
      ? { lat: section.point.lat, lng: section.point.lng, locationId: null, locationType: null }
      : null
  const searchAt = (place: PlaceSuggestion) => {
    setPicked(place)
    const data = new FormData(form.current ?? undefined)
    const at = placeLocationQuery(place, Number(data.get("radius") ?? radius))
    data.set("userLocation", place.label)
    for (const [name, value] of [
      ["lat", at.lat],
      ["lng", at.lng],
      ["locationId", at.locationId],
      ["locationType", at.locationType]
    ] as const) {
      if (value === null) data.delete(name)
      else data.set(name, String(value))
    }
    void submit(data, { method: "get", action: section.form.action, preventScrollReset: true })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { handled, chosen } = box.keyDown(event.key)
    if (!handled) return
    event.preventDefault()
    if (chosen) searchAt(chosen)
  }
  return (
    <Form ref={form} method="get" action={section.form.action} className="search-near" preventScrollReset>
      <fieldset className="search-near__fieldset">
        <legend className="search-near__legend">{section.title}</legend>
        {section.form.keep.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        {hydrated && point ? (
          <>
            {point.lat !== null ? <input type="hidden" name="lat" value={point.lat} /> : null}
            {point.lng !== null ? <input type="hidden" name="lng" value={point.lng} /> : null}
            {point.locationId !== null ? <input type="hidden" name="locationId" value={point.locationId} /> : null}
            {point.locationType !== null ? (
              <input type="hidden" name="locationType" value={point.locationType} />
            ) : null}
          </>
        ) : null}
        <label htmlFor={`${id}-place`} className="search-near__label">
          {section.placeLabel}
        </label>
        <div className="search-near__place">
          <input
            id={`${id}-place`}
            className="search-near__input"
            name="userLocation"
            type="text"
            autoComplete="off"
            placeholder={section.placeholder}
            {...comboboxAttributes(listId, box.expanded, box.highlighted)}
            aria-invalid={section.notFound ? true : undefined}
            aria-describedby={section.notFound ? `${id}-not-found` : undefined}
            value={box.text}
            onChange={(event) => {
              setPicked(null)
              box.type(event.currentTarget.value)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => box.close()}
          />
          <SuggestionList
            id={listId}
            label={section.placeholder}
            className="search-near"
            expanded={box.expanded}
            items={box.options.map((place, index) => ({
              key: `${place.kind}:${place.label}`,
              highlighted: index === box.highlighted,
              content: place.label
            }))}
            onChoose={(index) => {
              const chosen = box.choose(index)
              if (chosen) searchAt(chosen)
            }}
          />
        </div>
        {section.notFound ? (
          <p id={`${id}-not-found`} className="search-near__error" role="alert">
            {section.notFound}
          </p>
        ) : null}
        <label htmlFor={`${id}-radius`} className="search-near__label">
          {section.radiusLabel}
        </label>
        <select
          id={`${id}-radius`}
          name="radius"
          className="search-near__radius"
          defaultValue={radius}
          onChange={(event) => {
            if (point) void submit(event.currentTarget.form, { preventScrollReset: true })
          }}
        >
          {section.radius.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className="search-near__actions">
          <button type="submit" className="button button--small">
            {section.applyLabel}
          </button>
          {section.clearHref ? (
            <Link to={section.clearHref} className="search-near__clear" preventScrollReset>
              {section.clearLabel}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </Form>
  )
}
