import type { DealerLocatorApi } from "@dealer/core/locations"
import { useId, type KeyboardEvent } from "react"

function onComboboxKey(locator: DealerLocatorApi, event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === "ArrowDown") locator.highlightNext()
  else if (event.key === "ArrowUp") locator.highlightPrevious()
  else if (event.key === "Enter" && locator.expanded) locator.select()
  else if (event.key === "Escape") locator.close()
  else return
  event.preventDefault()
}

/**
 * The dealer locator picker: a combobox ("Postcode, city or dealership name") whose listbox of
 * places is driven with Up, Down, Enter and Escape; the radius choice (locator only); the nearby
 * dealerships to choose from; the required message; and the chosen dealership's hidden form fields.
 *
 * @example
 * <DealerLocatorPicker locator={useDealerLocator({ reach: "place-picker" }, services)} />
 */
export function DealerLocatorPicker({
  locator,
  className
}: {
  readonly locator: DealerLocatorApi
  readonly className?: string
}) {
  const id = useId()
  const listId = `${id}-places`
  const optionId = (index: number) => `${listId}-${index}`
  const { fields } = locator
  return (
    <div className={className}>
      <input
        type="text"
        role="combobox"
        aria-label={locator.placeholder}
        placeholder={locator.placeholder}
        aria-autocomplete="list"
        aria-expanded={locator.expanded}
        aria-controls={listId}
        aria-activedescendant={locator.highlightedIndex >= 0 ? optionId(locator.highlightedIndex) : undefined}
        aria-invalid={locator.requiredMessage !== null}
        value={locator.query}
        onChange={(event) => locator.type(event.target.value)}
        onKeyDown={(event) => onComboboxKey(locator, event)}
      />
      <span role="status">{locator.searching ? locator.searchingText : ""}</span>
      <ul role="listbox" id={listId} aria-label={locator.placeholder} hidden={!locator.expanded}>
        {locator.options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={option.highlighted}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => locator.select(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      {locator.radiusOptions.length > 0 && (
        <label>
          {locator.radiusLabel}{" "}
          <select value={locator.radiusKm} onChange={(event) => locator.setRadius(Number(event.target.value))}>
            {locator.radiusOptions.map((option) => (
              <option key={option.radiusKm} value={option.radiusKm}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {locator.results.length > 0 && (
        <ul aria-label={locator.placeLabel ?? undefined}>
          {locator.results.map((result) => (
            <li key={result.location.id}>
              <button type="button" aria-pressed={result.chosen} onClick={() => locator.choose(result.location.id)}>
                {result.location.name} <span>{result.distanceText}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {locator.noResultsText && <p>{locator.noResultsText}</p>}
      {locator.requiredMessage && <p role="alert">{locator.requiredMessage}</p>}
      {fields && (
        <>
          <input type="hidden" name="dealership_name" value={fields.dealership_name} />
          <input type="hidden" name="location_id" value={fields.location_id} />
          <input type="hidden" name="dealership_id" value={fields.dealership_id} />
          <input type="hidden" name="dealership_slug" value={fields.dealership_slug} />
        </>
      )}
    </div>
  )
}
