import { createPlatformClient, type PlatformClient } from "@dealer/http"
import type { WatchlistServices } from "@dealer/react"
import { Result } from "effect"

let client: PlatformClient | null = null
const platform = () => (client ??= createPlatformClient({ baseUrl: "" }))

/** The watchlist calls over the platform client; a refused call answers unsuccessful with its message (the flow alerts it). */
export const watchlistCalls: WatchlistServices = {
  saveCar: async (body) => {
    const result = await platform().watchlist.save(body)
    return Result.isSuccess(result) ? result.success : { success: false, message: result.failure.message }
  },
  removeCar: async (body) => {
    const result = await platform().watchlist.remove(body)
    return Result.isSuccess(result) ? result.success : { success: false, message: result.failure.message }
  }
}
