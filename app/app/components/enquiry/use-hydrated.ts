import { useEffect, useState } from "react"

/**
 * False on the server and in the first browser render, true once React runs in the browser: what
 * only a page without JavaScript needs (a no-script button, an anchored section) renders while false.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
