import { parseAmountInput } from "@dealer/core/pricing"
import { useState, type KeyboardEvent } from "react"

export interface AmountInputProps {
  readonly label: string
  /** How the value reads in the box: "$12,000", "45,000 kms", "2019". */
  readonly text: string
  /** Suggestions offered under the box (the id of a `datalist`), e.g. the price quick-picks. */
  readonly suggestions?: { readonly listId: string; readonly labels: ReadonlyArray<string> }
  readonly onCommit: (value: number) => void
}

/**
 * The number box beside a slider handle. What the shopper types is read when the box loses focus or
 * on Enter (`$`, commas and "kms" are fine); picking a suggestion applies it at once. Anything that
 * is not an amount puts the handle's value back.
 *
 * @example
 * <AmountInput label="Minimum Price" text="$12,000" onCommit={(value) => move("min", value)} />
 */
export function AmountInput({ label, text, suggestions, onCommit }: AmountInputProps) {
  const [typed, setTyped] = useState<string | null>(null)
  const commit = (entry: string | null) => {
    const amount = entry === null ? null : parseAmountInput(entry)
    setTyped(null)
    if (amount !== null) onCommit(amount)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") commit(typed)
  }
  return (
    <input
      type="text"
      inputMode="numeric"
      aria-label={label}
      className="range-slider__input"
      value={typed ?? text}
      {...(suggestions ? { list: suggestions.listId } : {})}
      onChange={(event) => {
        const entry = event.currentTarget.value
        if (suggestions?.labels.includes(entry)) commit(entry)
        else setTyped(entry)
      }}
      onBlur={() => commit(typed)}
      onKeyDown={onKeyDown}
    />
  )
}
