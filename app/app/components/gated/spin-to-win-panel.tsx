import type { SpinToWinView } from "@dealer/core"
import { Form } from "react-router"

export interface SpinToWinPanelProps {
  readonly view: SpinToWinView
  readonly busy: boolean
}

/**
 * The shopper's spin: a plain form post (the prize is drawn on the server, so it works without
 * JavaScript), or their result once they have spun. No animation, so nothing to reduce.
 */
export function SpinToWinPanel({ view, busy }: SpinToWinPanelProps) {
  if (view.result !== null) {
    return (
      <section className="gated-page__panel spin-to-win__done" aria-labelledby="spin-result-heading">
        <h2 id="spin-result-heading">{view.result.heading}</h2>
        <div role="status">
          {view.result.repeatNote ? <p className="spin-to-win__repeat">{view.result.repeatNote}</p> : null}
          <p className="spin-to-win__result" data-prize={view.result.prizeId}>
            {view.result.text}
          </p>
        </div>
        <p>{view.result.claim}</p>
      </section>
    )
  }
  if (view.spin === null) return null
  return (
    <Form method="post" className="gated-page__panel spin-to-win__form" aria-busy={busy}>
      <p>{view.spin.note}</p>
      <button type="submit" name="intent" value="spin" className="button" disabled={busy}>
        {view.spin.label}
      </button>
    </Form>
  )
}
