import { fillText } from "../tenant/texts.ts"
import { vehiclesWord, type VehicleWordTexts } from "./vehicle-words.ts"

/** A sentence with a count in it, split around the number so the number can be drawn on its own. */
export interface CountTextView {
  /** The whole sentence: "Show Me 12 caravans". */
  readonly text: string
  readonly count: number
  /** Whether the sentence shows the number: then it reads `${before}${count}${after}`. */
  readonly numbered: boolean
  /** What comes before and after the number ("Show Me ", " caravans"). */
  readonly before: string
  readonly after: string
}

const COUNT_SLOT = "{count}"

/**
 * Fills a count sentence (`{count}`, `{vehicles}`) with the number and the word for that many
 * vehicles of the kind, and splits it around the number. A tenant's sentence without `{count}`
 * is kept whole (the number then has no place of its own).
 *
 * @example
 * import { countText } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * countText("Show Me {count} {vehicles}", 1, "car", defaultTexts).text // => "Show Me 1 car"
 * countText("Show Me {count} {vehicles}", 12, "caravan", defaultTexts).after // => " caravans"
 */
export function countText(template: string, count: number, kind: string, texts: VehicleWordTexts): CountTextView {
  const filled = fillText(template, { vehicles: vehiclesWord(kind, count, texts) })
  const at = filled.indexOf(COUNT_SLOT)
  const text = fillText(filled, { count: String(count) })
  if (at === -1) return { text, count, numbered: false, before: text, after: "" }
  const after = fillText(filled.slice(at + COUNT_SLOT.length), { count: String(count) })
  return { text, count, numbered: true, before: filled.slice(0, at), after }
}
