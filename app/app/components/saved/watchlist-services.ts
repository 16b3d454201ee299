import type { WatchlistServices } from "@dealer/react"

// The API client and its schemas (about 36 KB gzip) load on the first save or remove, not with the page.
const calls = () => import("./watchlist-calls.ts").then((module) => module.watchlistCalls)

/** The watchlist calls of the page; a refused call answers unsuccessful with its message (the flow alerts it). */
export const watchlistServices: WatchlistServices = {
  saveCar: async (body) => (await calls()).saveCar(body),
  removeCar: async (body) => (await calls()).removeCar(body)
}
