import { openDatabase } from "@dealer/postgres"
import { expect } from "vitest"
import { postLead, type LeadAttempt } from "./lead-stream.ts"

/** The stream's stored leads: id and the key their message carries. */
export async function storedStreamLeads(options: { url?: string; dataDir?: string }) {
  const db = await openDatabase({ url: options.url, dataDir: options.dataDir, migrate: false })
  try {
    const rows = await db.query<{ id: string | number; message: string }>(
      "SELECT id, payload->>'message' AS message FROM leads WHERE payload->>'message' LIKE 'stream %'"
    )
    return rows.map((row) => ({ id: Number(row.id), key: row.message.slice("stream ".length) }))
  } finally {
    await db.close()
  }
}

/**
 * Retries every attempt with its own key and body, as a shopper's browser would: an acknowledged
 * lead must be answered again with its first id; one whose answer never came is answered now.
 */
export async function retryEveryAttempt(port: number, attempts: ReadonlyArray<LeadAttempt>): Promise<Map<string, number>> {
  const leadIdByKey = new Map<string, number>()
  for (const attempt of attempts) {
    const retry = await postLead(port, attempt.key, attempt.body)
    expect(retry.status, `retry of ${attempt.key}`).toBe(200)
    if (attempt.status === 200) expect(retry.leadId).toBe(attempt.leadId)
    leadIdByKey.set(attempt.key, retry.leadId as number)
  }
  return leadIdByKey
}

/** Every key's lead is stored exactly once, under the id its answers gave. */
export function expectEachLeadOnce(
  stored: ReadonlyArray<{ id: number; key: string }>,
  leadIdByKey: ReadonlyMap<string, number>
): void {
  const byKey = new Map<string, number[]>()
  for (const lead of stored) byKey.set(lead.key, [...(byKey.get(lead.key) ?? []), lead.id])
  const doubled = [...byKey].filter(([, ids]) => ids.length > 1)
  expect(doubled).toEqual([])
  for (const [key, leadId] of leadIdByKey) expect(byKey.get(key), `lead of ${key}`).toEqual([leadId])
  expect(stored).toHaveLength(leadIdByKey.size)
}
