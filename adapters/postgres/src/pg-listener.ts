import pg from "pg"
import type { Unlisten } from "./database.ts"

interface Subscription {
  readonly onPayload: (payload: string) => void
  readonly onGap: (() => void) | undefined
}

const FIRST_RETRY_MS = 250
const LONGEST_RETRY_MS = 10_000

/** Calls a subscriber without letting its failure reach the connection's event handler. */
function safely(fn: () => void): void {
  try {
    fn()
  } catch {
    // A subscriber's own failure is its business; the other subscribers still hear the rest.
  }
}

/**
 * One dedicated connection that LISTENs for a process (a pooled connection cannot keep a LISTEN).
 * Opened on the first `listen`; when it drops it is reopened with growing pauses, every channel
 * is listened to again and each subscriber's `onGap` runs, since notifications were lost meanwhile.
 *
 * @example
 * const listener = createPgListener(url)
 * const unlisten = await listener.listen("dealer_stock_changes", (payload) => console.log(payload))
 * await listener.close()
 */
export function createPgListener(connectionString: string) {
  const channels = new Map<string, Set<Subscription>>()
  let client: Promise<pg.Client> | null = null
  let retryTimer: NodeJS.Timeout | null = null
  let retryMs = FIRST_RETRY_MS
  let closed = false

  const dispatch = (message: pg.Notification) => {
    for (const subscription of channels.get(message.channel) ?? []) {
      safely(() => subscription.onPayload(message.payload ?? ""))
    }
  }

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString })
    next.on("notification", dispatch)
    next.on("error", () => dropped(next))
    next.on("end", () => dropped(next))
    await next.connect()
    for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    return next
  }

  let current: pg.Client | null = null
  const open = () => {
    client ??= connect().then(
      (connected) => {
        current = connected
        retryMs = FIRST_RETRY_MS
        return connected
      },
      (error: unknown) => {
        client = null
        throw error
      }
    )
    return client
  }

  function dropped(which: pg.Client): void {
    if (closed || which !== current) return
    current = null
    client = null
    which.removeAllListeners("notification")
    void which.end().catch(() => {})
    scheduleReconnect()
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer !== null) return
    retryTimer = setTimeout(() => {
      retryTimer = null
      open().then(
        () => {
          for (const subscriptions of channels.values()) {
            for (const subscription of subscriptions) if (subscription.onGap) safely(subscription.onGap)
          }
        },
        () => {
          retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS)
          scheduleReconnect()
        }
      )
    }, retryMs)
    retryTimer.unref()
  }

  return {
    listen: async (channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<Unlisten> => {
      if (closed) throw new Error("The database is closed")
      const subscription: Subscription = { onPayload, onGap }
      const existing = channels.get(channel)
      if (existing) existing.add(subscription)
      else channels.set(channel, new Set([subscription]))
      try {
        const connected = await open()
        if (!existing) await connected.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      } catch (error) {
        channels.get(channel)?.delete(subscription)
        if (channels.get(channel)?.size === 0) channels.delete(channel)
        throw error
      }
      return async () => {
        const subscriptions = channels.get(channel)
        if (!subscriptions?.delete(subscription) || subscriptions.size > 0) return
        channels.delete(channel)
        if (current) await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {})
      }
    },
    close: async () => {
      closed = true
      if (retryTimer !== null) clearTimeout(retryTimer)
      channels.clear()
      const connected = await client?.catch(() => null)
      await connected?.end().catch(() => {})
    }
  }
}
