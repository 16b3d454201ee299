import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { dismissToast, pushToast, TOAST_LIMIT, type ToastEntry } from "./toast-queue.ts"

const at = new Date("2026-01-01T00:00:00Z")
const toast = (id: string, message = id): ToastEntry => ({ id, message, shownAt: at, durationMs: 3_000 })

describe("toast queue", () => {
  it("shows at most one toast: the newest replaces the one on screen", () => {
    expect(TOAST_LIMIT).toBe(1)
    const saved = toast("saved", "Car Saved In Watchlist")
    const copied = toast("copied")
    expect(pushToast([saved], copied)).toEqual([copied])
    expect(dismissToast([copied], "copied")).toEqual([])
    expect(dismissToast([copied], "other")).toEqual([copied])
  })

  it("never shows more than one toast, and always the newest, whatever is pushed or dismissed", () => {
    const action = fc.oneof(
      fc.record({ push: fc.constantFrom("a", "b", "c") }),
      fc.record({ dismiss: fc.constantFrom("a", "b", "c") })
    )
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        let toasts: ReadonlyArray<ToastEntry> = []
        for (const step of actions) {
          if ("push" in step) {
            toasts = pushToast(toasts, toast(step.push))
            expect(toasts[0]?.id).toBe(step.push)
          } else {
            toasts = dismissToast(toasts, step.dismiss)
          }
          expect(toasts.length).toBeLessThanOrEqual(1)
        }
      })
    )
  })
})
