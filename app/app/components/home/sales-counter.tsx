import { salesCounterView, type SalesCounterView } from "@dealer/core"
import { useEffect, useState } from "react"

/** The sales counter; it recomputes at the interval core gives (every 150 seconds), in the tenant's words. */
export function SalesCounter({ counter, template }: { readonly counter: SalesCounterView; readonly template: string }) {
  const [view, setView] = useState(counter)
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = salesCounterView(true, new Date(), { salesCounterText: template })
      if (next) setView(next)
    }, counter.refreshMs)
    return () => window.clearInterval(timer)
  }, [counter.refreshMs, template])
  return <p className="sales-counter home-section">{view.text}</p>
}
