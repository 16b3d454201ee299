/**
 * Fills `{placeholder}` slots of a text.
 *
 * @example
 * import { fillText } from "@dealer/core/tenant"
 *
 * fillText("Located at {city}", { city: "Brisbane" }) // => "Located at Brisbane"
 */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([^}]+)\}/g, (slot, key: string) => values[key] ?? slot)
}
