/** What a cut text ends with. Three full stops, so every font and screen reader renders it alike. */
export const TRUNCATION_ELLIPSIS = "..."

/**
 * Shortens a text to at most `maxLength` characters (counted as Unicode code points, so an emoji is
 * never split), then appends `...`. Texts within the limit come back unchanged; whitespace at the cut
 * is dropped so no text ends in " ...".
 *
 * @example
 * import { truncateText } from "@dealer/core/shared"
 *
 * truncateText("Haggle-free drive-away pricing", 12) // => "Haggle-free..."
 * truncateText("Omoda 5", 75) // => "Omoda 5"
 */
export function truncateText(text: string, maxLength: number): string {
  if (!Number.isInteger(maxLength) || maxLength < 0) {
    throw new RangeError(`truncateText needs a whole, non-negative length, got ${maxLength}`)
  }
  const characters = Array.from(text)
  if (characters.length <= maxLength) return text
  return characters.slice(0, maxLength).join("").trimEnd() + TRUNCATION_ELLIPSIS
}
