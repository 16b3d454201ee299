import type { PriceDisplayChoice } from "@dealer/core/finance"
import { useSearchTexts } from "./use-search-texts.ts"

/**
 * The shopper's Cash or Finance choice of how the cards' prices show (a script-only control).
 * Until the page's script runs it is drawn but hidden and disabled: it holds its place, so the
 * results do not jump down when it appears (without script at all, it takes no room).
 */
export function PriceDisplayToggle({
  choice,
  onChoose,
  ready
}: {
  readonly choice: PriceDisplayChoice
  readonly onChoose: (choice: PriceDisplayChoice) => void
  readonly ready: boolean
}) {
  const texts = useSearchTexts()
  const options = [
    { value: "Cash", label: texts.priceDisplayCash },
    { value: "Finance", label: texts.priceDisplayFinance }
  ] as const
  return (
    <fieldset
      className={`price-display-toggle${ready ? "" : " price-display-toggle--waiting"}`}
      disabled={!ready}
      aria-hidden={ready ? undefined : true}
    >
      <legend>{texts.priceDisplayLegend}</legend>
      {options.map((option) => (
        <label key={option.value} className="price-display-toggle__option">
          <input
            type="radio"
            name="price-display"
            value={option.value}
            checked={choice === option.value}
            onChange={() => onChoose(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
