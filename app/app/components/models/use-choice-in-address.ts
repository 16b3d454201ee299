import { colourChoiceParams } from "@dealer/core/models"
import { useEffect, useRef } from "react"

/**
 * Keeps the address in step with a colour picker choice made in place, so a reload or a shared link
 * shows the same variant and colour. The entry is replaced (no Back step per swatch) with React
 * Router's own history state kept, so no loader runs again and scroll restoration still knows the page.
 */
export function useChoiceInAddress(variantIndex: number, colourId: number | null): void {
  // The choice the address shows: at first the one the page was rendered with.
  const shown = useRef({ variantIndex, colourId })
  useEffect(() => {
    if (shown.current.variantIndex === variantIndex && shown.current.colourId === colourId) return
    shown.current = { variantIndex, colourId }
    const { pathname, search, hash } = window.location
    const pairs = colourChoiceParams(new URLSearchParams(search), { variantIndex, colourId })
    const query = new URLSearchParams(pairs.map(([name, value]) => [name, value]))
    window.history.replaceState(window.history.state, "", `${pathname}?${query.toString()}${hash}`)
  }, [variantIndex, colourId])
}
