/**
 * Control characters no form field means (C0 controls but tab, line feed and carriage return, and
 * DEL), and surrogate halves without their other half. PostgreSQL stores no NUL and no unpaired
 * surrogate, and none of them is anything a shopper typed.
 */
const UNTYPED_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * A posted form field's text without the characters a shopper cannot type (see above), so a
 * crafted post is read as what a browser would have sent: `"Jo\u0000"` is `"Jo"`.
 *
 * @example
 * import { postedText } from "@dealer/core/forms"
 *
 * postedText("Jo\u0000") // => "Jo"
 * postedText("Line 1\r\nLine 2\t") // => "Line 1\r\nLine 2\t"
 */
export const postedText = (text: string): string => text.replace(UNTYPED_CHARACTERS, "")

/**
 * The text fields of a posted form as a record, each name and value through `postedText`; a name
 * posted twice keeps its first value, as a form renders each input once.
 *
 * @example
 * import { postedTextFields } from "@dealer/core/forms"
 *
 * postedTextFields(new URLSearchParams("name=Jo%00&name=Al")) // => { name: "Jo" }
 */
export function postedTextFields(entries: Iterable<readonly [string, unknown]>): Record<string, string> {
  const fields = new Map<string, string>()
  for (const [rawName, value] of entries) {
    if (typeof value !== "string") continue
    const name = postedText(rawName)
    if (!fields.has(name)) fields.set(name, postedText(value))
  }
  // Defined, not assigned: a field named "__proto__" stays a field.
  return Object.fromEntries(fields)
}
