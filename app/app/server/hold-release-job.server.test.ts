import type { ReleasedHold } from "@dealer/core"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { HOLD_RELEASE_EVERY_MS, startHoldReleaseJob } from "./hold-release-job.server.ts"

describe("startHoldReleaseJob", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("releases run-out holds at the clock's time every five minutes until stopped", async () => {
    const asked: Date[] = []
    const reservations = {
      releaseExpired: async (now: Date): Promise<ReadonlyArray<ReleasedHold>> => {
        asked.push(now)
        return []
      }
    }
    let minute = 0
    const stop = startHoldReleaseJob(reservations, () => new Date(Date.UTC(2026, 2, 4, 0, minute++)))

    await vi.advanceTimersByTimeAsync(HOLD_RELEASE_EVERY_MS - 1)
    expect(asked).toEqual([])
    await vi.advanceTimersByTimeAsync(1 + HOLD_RELEASE_EVERY_MS)
    expect(asked).toEqual([new Date(Date.UTC(2026, 2, 4, 0, 0)), new Date(Date.UTC(2026, 2, 4, 0, 1))])
    stop()
    await vi.advanceTimersByTimeAsync(3 * HOLD_RELEASE_EVERY_MS)
    expect(asked).toHaveLength(2)
  })

  it("logs a failed run without its message and keeps running", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    let runs = 0
    const reservations = {
      releaseExpired: async (): Promise<ReadonlyArray<ReleasedHold>> => {
        runs += 1
        throw new TypeError("phone 0412345678")
      }
    }
    const stop = startHoldReleaseJob(reservations, () => new Date(0))

    await vi.advanceTimersByTimeAsync(2 * HOLD_RELEASE_EVERY_MS)
    stop()

    expect(runs).toBe(2)
    expect(logged).toHaveBeenCalledWith("reservation hold release failed: TypeError")
    logged.mockRestore()
  })
})
