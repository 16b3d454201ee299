import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { xmlText } from "./xml-text.ts"

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")

describe("xmlText", () => {
  it("escapes the five markup characters", () => {
    expect(xmlText(`Tom & "Jerry" <4WD> it's`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;4WD&gt; it&apos;s")
  })

  it("escapes an ampersand that already looks like an entity", () => {
    expect(xmlText("&amp;")).toBe("&amp;amp;")
  })

  it("drops characters XML cannot carry and keeps tab, line breaks and astral characters", () => {
    expect(xmlText("a\u0000b\u0008c\u000Bd\uFFFEe\uD800f")).toBe("abcdef")
    expect(xmlText("line\tone\r\nline two 🚗")).toBe("line\tone\r\nline two 🚗")
  })

  it("leaves no markup character unescaped and reads back as the text without forbidden characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const escaped = xmlText(text)
        expect(escaped).not.toMatch(/[<>"']/)
        expect(escaped).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
        expect(escaped).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/)
        const allowed = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
        if (!/[\uD800-\uDFFF]/.test(allowed)) expect(unescape(escaped)).toBe(allowed)
      }),
      { numRuns: 1000 }
    )
  })
})
