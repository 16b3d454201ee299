/** A colour written `#rrggbb`, as theme colours are. */
export type HexColour = string

/** The sRGB channel of one byte (0-255), linearised as WCAG 2.x defines it. */
const linearChannel = (byte: number): number => {
  const value = byte / 255
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/**
 * The relative luminance of a `#rrggbb` colour (WCAG 2.x): 0 for black, 1 for white.
 *
 * @example
 * import { relativeLuminance } from "@dealer/core/site"
 *
 * relativeLuminance("#ffffff") // => 1
 * relativeLuminance("#000000") // => 0
 */
export function relativeLuminance(colour: HexColour): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour)
  if (!match) throw new RangeError(`Expected a colour written #rrggbb, got ${colour}`)
  const [red, green, blue] = match.slice(1).map((pair) => linearChannel(Number.parseInt(pair, 16))) as [number, number, number]
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/**
 * The contrast ratio of two colours (WCAG 2.x): from 1 (the same luminance) to 21 (black on
 * white), the same whichever is the text.
 *
 * @example
 * import { contrastRatio } from "@dealer/core/site"
 *
 * contrastRatio("#000000", "#ffffff") // => 21
 * contrastRatio("#ffffff", "#0b57a4") // about 7.1
 */
export function contrastRatio(foreground: HexColour, background: HexColour): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number
  ]
  return (lighter + 0.05) / (darker + 0.05)
}

/**
 * A contrast ratio as people write it, `4.4:1`, cut (never rounded up) to one decimal, so a ratio
 * just under a bar never reads as meeting it.
 *
 * @example
 * import { formatContrast } from "@dealer/core/site"
 *
 * formatContrast(4.49) // => "4.4:1"
 * formatContrast(21) // => "21:1"
 */
export function formatContrast(ratio: number): string {
  return `${Math.floor(ratio * 10 + 1e-12) / 10}:1`
}
