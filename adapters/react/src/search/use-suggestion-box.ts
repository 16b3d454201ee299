import { useCallback, useEffect, useRef, useState } from "react"

/** A text box offering suggestions as the shopper types (the ARIA combobox pattern's state). */
export interface SuggestionBox<T> {
  readonly text: string
  readonly options: ReadonlyArray<T>
  /** Whether the suggestion list shows (there is at least one option and it was not closed). */
  readonly expanded: boolean
  /** The option the arrow keys point at, -1 for none. */
  readonly highlighted: number
  /** The shopper typed: keep the text and ask for suggestions (after the debounce). */
  readonly type: (text: string) => void
  /** A key pressed in the box: arrows move the highlight, Enter chooses it, Escape closes the list. */
  readonly keyDown: (key: string) => { readonly handled: boolean; readonly chosen: T | null }
  /** Chooses an option: its label goes into the box and the list closes. */
  readonly choose: (index: number) => T | null
  /** Shows the list again for the text in the box (the box got focus). */
  readonly reopen: () => void
  readonly close: () => void
}

/**
 * The state of a suggestion box: the text, the options `suggest` gives for it (the newest answer
 * wins; a failed answer offers nothing), the highlighted option and whether the list shows.
 *
 * @example
 * const box = useSuggestionBox("", (text) => keywordSuggestions(text, stock), (option) => option.label)
 * <input value={box.text} onChange={(event) => box.type(event.target.value)} />
 */
export function useSuggestionBox<T>(
  initial: string,
  suggest: (text: string) => Promise<ReadonlyArray<T>> | ReadonlyArray<T>,
  labelOf: (option: T) => string,
  debounceMs = 0
): SuggestionBox<T> {
  const [text, setText] = useState(initial)
  const [options, setOptions] = useState<ReadonlyArray<T>>([])
  const [open, setOpen] = useState(false)
  const [highlighted, setHighlighted] = useState(-1)
  const asked = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), [])

  const ask = useCallback(
    (value: string) => {
      const ticket = ++asked.current
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        Promise.resolve(suggest(value))
          .catch(() => [] as ReadonlyArray<T>)
          .then((answer) => {
            if (ticket !== asked.current) return
            setOptions(answer)
            setHighlighted(-1)
          })
      }, debounceMs)
    },
    [suggest, debounceMs]
  )
  const type = (value: string) => {
    setText(value)
    setOpen(true)
    ask(value)
  }
  const choose = (index: number) => {
    const option = options[index]
    if (option === undefined) return null
    asked.current++
    setText(labelOf(option))
    setOpen(false)
    setHighlighted(-1)
    return option
  }
  const expanded = open && options.length > 0
  const keyDown = (key: string) => {
    const count = options.length
    if (key === "ArrowDown" || key === "ArrowUp") {
      if (count === 0) return { handled: false, chosen: null }
      setOpen(true)
      // The highlight wraps round the list.
      const down = key === "ArrowDown"
      setHighlighted((current) =>
        !expanded || current < 0 ? (down ? 0 : count - 1) : down ? (current + 1) % count : (current - 1 + count) % count
      )
      return { handled: true, chosen: null }
    }
    if (key === "Enter" && expanded && highlighted >= 0) return { handled: true, chosen: choose(highlighted) }
    if (key === "Escape" && expanded) {
      setOpen(false)
      setHighlighted(-1)
      return { handled: true, chosen: null }
    }
    return { handled: false, chosen: null }
  }
  return {
    text,
    options,
    expanded,
    highlighted: expanded ? highlighted : -1,
    type,
    keyDown,
    choose,
    reopen: () => {
      setOpen(true)
      ask(text)
    },
    close: () => {
      setOpen(false)
      setHighlighted(-1)
    }
  }
}
