import { describe, expect, it } from "vitest"
import { withFreshId } from "./fresh-id.ts"

describe("withFreshId", () => {
  it("inserts again when the drawn id was taken, and gives up after three draws", async () => {
    const answers = [[], [], [{ id: 7 }]]
    let calls = 0
    expect(await withFreshId(async () => answers[calls++] ?? [])).toEqual({ id: 7 })
    expect(calls).toBe(3)
    await expect(withFreshId(async () => [])).rejects.toThrow("No free random id in 3 tries")
  })
})
