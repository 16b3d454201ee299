import { expect } from "vitest"

/**
 * What a core example's `// => value` comment becomes when the example runs: the statement's value
 * must equal the claimed one (vitest's `toEqual`: deep, undefined properties ignored).
 */
export function claim(actual: unknown, expected: unknown, line: number): void {
  expect(actual, `the example's claim on line ${line}`).toEqual(expected)
}
