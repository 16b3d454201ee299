// Which picture a vehicle gets is core's rule (`placeholderShape`); each shape is drawn in
// `/images/cars/<shape>.svg`, its painted part in this grey.

const BODY_FILL = 'fill="#9aa5b1"'

// Paint names as dealers write them ("Soul Red Crystal", "Aluminium") by their telling word.
const PAINTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/white|pearl|snow|ivory/i, "#f4f5f2"],
  [/black|ebony|onyx/i, "#1f2326"],
  [/silver|aluminium|aluminum|platinum/i, "#c3c8cc"],
  [/grey|gray|graphite|gunmetal|charcoal|slate/i, "#6b7178"],
  [/red|burgundy|maroon|crimson/i, "#b3261e"],
  [/blue|navy|azure/i, "#2c5aa0"],
  [/green|olive/i, "#3c7a4a"],
  [/yellow/i, "#e8c547"],
  [/orange/i, "#e07a2c"],
  [/brown|bronze|copper/i, "#7a5134"],
  [/gold|champagne|beige|sand/i, "#c9ad7a"],
  [/purple|violet/i, "#6a4c93"]
]

/**
 * The hex colour of a paint name, or null when no word of it is known.
 *
 * @example
 * paintHex("Soul Red Crystal") // "#b3261e"
 */
export function paintHex(name: string): string | null {
  return PAINTS.find(([pattern]) => pattern.test(name))?.[1] ?? null
}

/**
 * A body-shape placeholder repainted in a car's colour; the shape's own grey for an unknown paint.
 *
 * @example
 * paintedPlaceholder(sedanSvg, "Jet Black") // the sedan with fill="#1f2326"
 */
export function paintedPlaceholder(svg: string, paint: string | null): string {
  const hex = paint === null ? null : paintHex(paint)
  return hex === null ? svg : svg.replace(BODY_FILL, `fill="${hex}"`)
}
