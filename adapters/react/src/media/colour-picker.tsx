import type { ColourPickerApi } from "@dealer/core/models"
import { useEffect, useRef, type KeyboardEvent } from "react"

const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"])
const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"])

function Swatches({ picker }: { readonly picker: ColourPickerApi }) {
  const group = useRef<HTMLDivElement>(null)
  const selectedId = picker.selectedColour?.id
  // In a radio group the arrow keys move the selection, and focus goes with it.
  useEffect(() => {
    const list = group.current
    if (list?.contains(document.activeElement)) list.querySelector<HTMLElement>('[aria-checked="true"]')?.focus()
  }, [selectedId])
  const onKeyDown = (event: KeyboardEvent) => {
    if (PREVIOUS_KEYS.has(event.key)) picker.previous()
    else if (NEXT_KEYS.has(event.key)) picker.next()
    else return
    event.preventDefault()
  }
  return (
    <div role="radiogroup" aria-label={picker.coloursLabel} ref={group} onKeyDown={onKeyDown}>
      {picker.swatches.map((swatch, index) => (
        <button
          key={swatch.id}
          type="button"
          role="radio"
          aria-checked={swatch.selected}
          aria-label={swatch.name}
          tabIndex={swatch.selected ? 0 : -1}
          style={swatch.hexCode ? { backgroundColor: swatch.hexCode } : undefined}
          onClick={() => picker.selectColour(index)}
        />
      ))}
    </div>
  )
}

/**
 * The model colour picker: variant tabs, a body-style tab row for long colour lists, the swatches as
 * a radio group (arrow keys wrap), previous and next arrows, and the selected colour's name and photo.
 *
 * @example
 * <ColourPicker picker={useColourPicker(model.variants, model.colours)} className="colour-picker" />
 */
export function ColourPicker({ picker, className }: { readonly picker: ColourPickerApi; readonly className?: string }) {
  const colour = picker.selectedColour
  return (
    <div className={className}>
      {picker.variantTabs.length > 0 && (
        <div role="tablist" aria-label={picker.variantsLabel}>
          {picker.variantTabs.map((tab, index) => (
            <button
              key={`${index}-${tab.label}`}
              type="button"
              role="tab"
              aria-selected={tab.selected}
              onClick={() => picker.selectVariant(index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {picker.bodyStyleTabs && (
        <div role="tablist" aria-label={picker.bodyStylesLabel}>
          {picker.bodyStyleTabs.map((tab) => (
            <button
              key={tab.code}
              type="button"
              role="tab"
              aria-selected={tab.selected}
              onClick={() => picker.selectBodyStyle(tab.code)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {colour && (
        <figure>
          {colour.photo_url && <img src={colour.photo_url} alt={colour.name} />}
          <figcaption>{colour.name}</figcaption>
        </figure>
      )}
      {picker.showArrows && (
        <button type="button" aria-label={picker.previousLabel} onClick={picker.previous}>
          ‹
        </button>
      )}
      <Swatches picker={picker} />
      {picker.showArrows && (
        <button type="button" aria-label={picker.nextLabel} onClick={picker.next}>
          ›
        </button>
      )}
    </div>
  )
}
