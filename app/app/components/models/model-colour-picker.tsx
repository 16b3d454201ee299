import type { ModelColourPickerData } from "@dealer/core/models"
import { useColourPicker } from "@dealer/react"
import { useRef, type KeyboardEvent, type MouseEvent } from "react"
import { useHydrated } from "../enquiry/use-hydrated.ts"
import { focusSelected, rovingTarget } from "./roving-keys.ts"
import { useChoiceInAddress } from "./use-choice-in-address.ts"

const SWATCH_KEYS: Readonly<Record<string, "next" | "previous">> = {
  ArrowRight: "next",
  ArrowDown: "next",
  ArrowLeft: "previous",
  ArrowUp: "previous"
}

/** A plain link that, once React runs, chooses in place instead of loading the page again. */
function choose(action: () => void) {
  return (event: MouseEvent) => {
    event.preventDefault()
    action()
  }
}

/**
 * The model colour picker: variant tabs, the body-style tab row for long colour lists, the colour
 * swatches as a radio group (arrow keys wrap) and the chosen colour's photo and name. Every choice
 * is a link to `?variant=&colour=`, so without JavaScript the server renders the choice; with it
 * the picker's statechart chooses in place, writes the choice into the address, and only the
 * selected control takes part in Tab order.
 */
export function ModelColourPicker({
  data,
  heading
}: {
  readonly data: ModelColourPickerData
  readonly heading: string
}) {
  const picker = useColourPicker(data.variants, data.colours, data.initial)
  const hydrated = useHydrated()
  const variantRow = useRef<HTMLDivElement>(null)
  const styleRow = useRef<HTMLDivElement>(null)
  const swatchRow = useRef<HTMLDivElement>(null)
  const variantIndex = Math.max(
    0,
    picker.variantTabs.findIndex((tab) => tab.selected)
  )
  const colour = picker.selectedColour
  useChoiceInAddress(variantIndex, colour?.id ?? null)
  // Before hydration every link is reachable by Tab; after it, one stop per row (roving tab index).
  const tabStop = (selected: boolean) => (hydrated ? (selected ? 0 : -1) : undefined)

  const onVariantKey = (event: KeyboardEvent) => {
    const target = rovingTarget(event, variantIndex, picker.variantTabs.length)
    if (target === null) return
    event.preventDefault()
    picker.selectVariant(target)
    focusSelected(variantRow.current, '[aria-selected="true"]')
  }
  const styles = picker.bodyStyleTabs ?? []
  const styleIndex = Math.max(
    0,
    styles.findIndex((tab) => tab.selected)
  )
  const onStyleKey = (event: KeyboardEvent) => {
    const target = rovingTarget(event, styleIndex, styles.length)
    const tab = target === null ? undefined : styles[target]
    if (!tab) return
    event.preventDefault()
    picker.selectBodyStyle(tab.code)
    focusSelected(styleRow.current, '[aria-selected="true"]')
  }
  const onSwatchKey = (event: KeyboardEvent) => {
    const move = SWATCH_KEYS[event.key]
    if (!move) return
    event.preventDefault()
    picker[move]()
    focusSelected(swatchRow.current, '[aria-checked="true"]')
  }

  const panelId = "model-colour-panel"
  const selectedTabId = `model-variant-tab-${variantIndex}`
  return (
    <section className="model-section model-colour-picker" id="colours" aria-labelledby="model-colours-heading">
      <h2 id="model-colours-heading">{heading}</h2>
      {picker.variantTabs.length > 0 && (
        <div className="model-tabs" role="tablist" aria-label={picker.variantsLabel} ref={variantRow} onKeyDown={onVariantKey}>
          {picker.variantTabs.map((tab, index) => (
            <a
              key={`${index}-${tab.label}`}
              id={`model-variant-tab-${index}`}
              className="model-tabs__tab"
              role="tab"
              aria-selected={tab.selected}
              aria-controls={panelId}
              tabIndex={tabStop(tab.selected)}
              href={data.links.variants[index]}
              onClick={choose(() => picker.selectVariant(index))}
            >
              {tab.label}
            </a>
          ))}
        </div>
      )}
      <div
        className="model-colour-picker__panel"
        id={panelId}
        {...(picker.variantTabs.length > 0 ? { role: "tabpanel", "aria-labelledby": selectedTabId } : {})}
      >
        {picker.bodyStyleTabs && (
          <div
            className="model-tabs model-tabs--body-styles"
            role="tablist"
            aria-label={picker.bodyStylesLabel}
            ref={styleRow}
            onKeyDown={onStyleKey}
          >
            {picker.bodyStyleTabs.map((tab) => (
              <a
                key={tab.code}
                className="model-tabs__tab"
                role="tab"
                aria-selected={tab.selected}
                tabIndex={tabStop(tab.selected)}
                href={data.links.bodyStyles[variantIndex]?.[tab.code]}
                onClick={choose(() => picker.selectBodyStyle(tab.code))}
              >
                {tab.label}
              </a>
            ))}
          </div>
        )}
        {colour && (
          <figure className="model-colour-picker__figure">
            {colour.photo_url && (
              <img className="model-colour-picker__image" src={colour.photo_url} alt={colour.name} width={640} height={360} />
            )}
            <figcaption className="model-colour-picker__name" aria-live="polite">
              {colour.name}
            </figcaption>
          </figure>
        )}
        <div className="model-colour-picker__controls">
          {hydrated && picker.showArrows && (
            <button type="button" className="model-colour-picker__arrow" aria-label={picker.previousLabel} onClick={picker.previous}>
              ‹
            </button>
          )}
          <div
            className="model-colour-picker__swatches"
            role="radiogroup"
            aria-label={picker.coloursLabel}
            ref={swatchRow}
            onKeyDown={onSwatchKey}
          >
            {picker.swatches.map((swatch, index) => (
              <a
                key={swatch.id}
                className="model-colour-picker__swatch"
                role="radio"
                aria-checked={swatch.selected}
                aria-label={swatch.name}
                title={swatch.name}
                tabIndex={tabStop(swatch.selected)}
                href={data.links.swatches[variantIndex]?.[index]}
                style={swatch.hexCode ? { backgroundColor: swatch.hexCode } : undefined}
                onClick={choose(() => picker.selectColour(index))}
              />
            ))}
          </div>
          {hydrated && picker.showArrows && (
            <button type="button" className="model-colour-picker__arrow" aria-label={picker.nextLabel} onClick={picker.next}>
              ›
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
