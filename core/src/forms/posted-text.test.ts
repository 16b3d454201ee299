import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { postedText, postedTextFields } from "./posted-text.ts"

describe("postedText", () => {
  it("drops control characters and unpaired surrogates, keeping what a shopper types", () => {
    expect(postedText("Jo\u0000")).toBe("Jo")
    expect(postedText("\u0001a\u001fb\u007fc\u000bd")).toBe("abcd")
    expect(postedText("x\ud800y\udc00")).toBe("xy")
    expect(postedText("Line 1\r\nLine 2\tend")).toBe("Line 1\r\nLine 2\tend")
    expect(postedText("车 🚗 é")).toBe("车 🚗 é")
  })

  it("always answers text PostgreSQL can store", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        const cleaned = postedText(text)
        expect(cleaned).not.toContain("\u0000")
        expect(cleaned).not.toMatch(/[\uD800-\uDFFF]/u)
        expect(postedText(cleaned)).toBe(cleaned)
      })
    )
  })
})

describe("postedTextFields", () => {
  it("cleans names and values, keeps the first of a repeated name and skips files", () => {
    const entries: Array<readonly [string, unknown]> = [
      ["name", "Jo\u0000"],
      ["name", "Al"],
      ["no\u0000te", "hi"],
      ["photo", new Blob(["x"])],
      ["__proto__", "x"]
    ]
    const fields = postedTextFields(entries)
    expect(fields).toEqual({ name: "Jo", note: "hi", ["__proto__"]: "x" })
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype)
    expect(postedTextFields(new URLSearchParams("name=Jo%00&email=a%40b.c"))).toEqual({ name: "Jo", email: "a@b.c" })
  })
})
