/**
 * A locality name as people write it: the data set's capitals in title case ("SPRING HILL" →
 * "Spring Hill", "O’CONNOR" → "O’Connor"); names already in mixed case are kept.
 *
 * @example
 * localityName("BRISBANE CITY") // "Brisbane City"
 */
export function localityName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, " ")
  if (name !== name.toUpperCase()) return name
  return name
    .toLowerCase()
    .replace(/(^|[\s'’(-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase())
}
