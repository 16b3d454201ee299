// Characters XML 1.0 forbids anywhere: C0 controls other than tab, line feed and carriage return,
// lone surrogates and the two non-characters U+FFFE and U+FFFF.
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;"
}

/**
 * Text made safe for XML character data and attribute values: the five markup characters become
 * entities and characters XML cannot carry at all are dropped.
 *
 * @example
 * import { xmlText } from "@dealer/core/ports"
 *
 * xmlText(`Tom & "Jerry" <4WD>`) // => "Tom &amp; &quot;Jerry&quot; &lt;4WD&gt;"
 */
export function xmlText(value: string): string {
  return value.replace(FORBIDDEN, "").replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}
