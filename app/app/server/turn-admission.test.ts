import { describe, expect, it } from "vitest"
import { createTurnAdmission, turnAdmissionMiddleware } from "../../turn-admission.js"

/** Resolves after the event loop has gone round `turns` times. */
async function afterTurns(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

describe("turn admission", () => {
  it("starts one waiting request per event-loop turn, in arrival order", async () => {
    const admission = createTurnAdmission()
    const started: number[] = []
    const turnsSeen: number[] = []
    let turn = 0
    const countTurns = () => {
      turn += 1
      if (started.length < 5) setImmediate(countTurns)
    }
    setImmediate(countTurns)
    for (const request of [1, 2, 3, 4, 5])
      void admission.admit().then(() => {
        started.push(request)
        turnsSeen.push(turn)
      })
    expect(admission.waiting).toBe(5)
    await afterTurns(8)
    expect(started).toEqual([1, 2, 3, 4, 5])
    // Each request started in a turn of its own.
    expect(new Set(turnsSeen).size).toBe(5)
    expect(admission.waiting).toBe(0)
  })

  it("never starts a request in the turn that received it", async () => {
    const admission = createTurnAdmission()
    let started = false
    void admission.admit().then(() => (started = true))
    await Promise.resolve()
    expect(started).toBe(false)
    await afterTurns(1)
    expect(started).toBe(true)
  })

  it("passes admitted requests on, and drops those whose client has gone", async () => {
    const middleware = turnAdmissionMiddleware(createTurnAdmission())
    const passed: string[] = []
    middleware({ socket: { destroyed: false } }, {}, () => passed.push("open"))
    middleware({ socket: { destroyed: true } }, {}, () => passed.push("gone"))
    await afterTurns(3)
    expect(passed).toEqual(["open"])
  })
})
