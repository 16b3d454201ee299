import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { startThrowawayCluster, type ThrowawayCluster } from "@dealer/postgres/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startApp, type RunningApp } from "../app-server.ts"
import { postLead, newLead, startLeadStream } from "./lead-stream.ts"
import { expectEachLeadOnce, retryEveryAttempt, storedStreamLeads } from "./stored-leads.ts"

// The stream is one client: the per-client and per-tenant lead limits must not refuse it.
const ENV = { NODE_ENV: "production", LEAD_LIMIT_PER_CLIENT: "100000", LEAD_LIMIT_PER_NETWORK: "100000" }

describe("a server killed (SIGKILL) in the middle of a lead stream", () => {
  it("on the embedded database keeps every acknowledged lead exactly once, and retries get the first answer", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-crash-"))
    let app: RunningApp | undefined
    try {
      app = await startApp(ENV, { dataDir })
      const crashed = app
      const stream = startLeadStream(() => crashed.port)
      await stream.until(() => stream.acknowledged().length >= 30)
      await crashed.crash()
      await stream.stop()
      expect(stream.acknowledged().length).toBeGreaterThanOrEqual(30)

      app = await startApp(ENV, { dataDir })
      const leadIdByKey = await retryEveryAttempt(app.port, stream.attempts)
      await app.stop()
      app = undefined
      expectEachLeadOnce(await storedStreamLeads({ dataDir: path.join(dataDir, "pglite") }), leadIdByKey)
    } finally {
      await app?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)

  describe("on PostgreSQL", () => {
    let cluster: ThrowawayCluster
    let app: RunningApp | undefined
    beforeAll(async () => {
      cluster = await startThrowawayCluster({ database: "dealer_crash" })
    })
    afterAll(async () => {
      await app?.stop()
      await cluster?.stop()
    })

    it("keeps every acknowledged lead exactly once, and retries get the first answer", async () => {
      app = await startApp({ ...ENV, DATABASE_URL: cluster.url })
      const crashed = app
      const stream = startLeadStream(() => crashed.port)
      await stream.until(() => stream.acknowledged().length >= 30)
      await crashed.crash()
      await stream.stop()

      app = await startApp({ ...ENV, DATABASE_URL: cluster.url })
      const leadIdByKey = await retryEveryAttempt(app.port, stream.attempts)
      expectEachLeadOnce(await storedStreamLeads({ url: cluster.url }), leadIdByKey)
    }, 180_000)

    it("answers 503 with Retry-After while PostgreSQL is down, recovers by itself, and loses no acknowledged lead", async () => {
      app ??= await startApp({ ...ENV, DATABASE_URL: cluster.url })
      const running = app
      const before = await storedStreamLeads({ url: cluster.url })
      const stream = startLeadStream(() => running.port)
      await stream.until(() => stream.acknowledged().length >= 10)
      await cluster.halt()
      const outageStart = stream.attempts.length
      await stream.until((attempts) => attempts.slice(outageStart).some((attempt) => attempt.status === 503))
      const refused = stream.attempts.slice(outageStart).find((attempt) => attempt.status === 503)
      expect(refused?.retryAfter).toBe("5")

      await cluster.resume()
      const resumed = performance.now()
      // Recovery is measured (and reported), not raced: the first lead taken after the restart.
      let recovered: number | null = null
      while (recovered === null && performance.now() - resumed < 30_000) {
        const { key, body } = newLead()
        const answer = await postLead(running.port, key, body)
        if (answer.status === 200) recovered = performance.now() - resumed
        else await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(recovered).not.toBeNull()
      console.log(`PostgreSQL restart: the app took leads again ${Math.round(recovered ?? 0)} ms after the server was back`)
      const afterRecovery = stream.attempts.length
      await stream.until((attempts) => attempts.slice(afterRecovery).filter((attempt) => attempt.status === 200).length >= 10)
      await stream.stop()

      expect(stream.attempts.filter((attempt) => attempt.status !== null && attempt.status >= 500 && attempt.status !== 503)).toEqual([])
      const stored = new Map((await storedStreamLeads({ url: cluster.url })).map((lead) => [lead.key, lead.id]))
      for (const attempt of stream.acknowledged()) expect(stored.get(attempt.key), attempt.key).toBe(attempt.leadId)
      expect(stored.size).toBeGreaterThan(before.length)
    }, 180_000)
  })
})
