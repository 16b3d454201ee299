import { salesCounterView, type SalesCounterView, type Texts } from "@dealer/core"
import { useEffect, useState } from "react"

/** The sales counter; it recomputes at the interval core gives (every 150 seconds). */
export function SalesCounter({ counter, texts }: { readonly counter: SalesCounterView; readonly texts: Texts }) {
  const [view, setView] = useState(counter)
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = salesCounterView(true, new Date(), texts)
      if (next) setView(next)
    }, counter.refreshMs)
    return () => window.clearInterval(timer)
  }, [counter.refreshMs, texts])
  return <p className="sales-counter">{view.text}</p>
}
