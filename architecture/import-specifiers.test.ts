import { describe, expect, it } from "vitest"
import { importSpecifiers } from "./import-specifiers.ts"

describe("importSpecifiers", () => {
  it("finds static, type-only, re-exported, side-effect and dynamic imports", () => {
    const text = [
      'import { a } from "./a.ts"',
      'import type { B } from "b"',
      'import "side-effect"',
      'export * from "./c.ts"',
      'export { d } from "@scope/d/sub"',
      'const e = await import("node:fs")',
      'type F = import("f").F'
    ].join("\n")
    expect(importSpecifiers("x.ts", text)).toEqual([
      "./a.ts",
      "b",
      "side-effect",
      "./c.ts",
      "@scope/d/sub",
      "node:fs",
      "f"
    ])
  })

  it("ignores the word import inside strings and comments, and reads JSX files", () => {
    const text = [
      '// import x from "commented"',
      "const s = \"import y from 'quoted'\"",
      'import { z } from "react"',
      "export const C = () => <div>import w from 'jsx-text'</div>"
    ].join("\n")
    expect(importSpecifiers("x.tsx", text)).toEqual(["react"])
  })
})
