import {
  connectTradeInValuation,
  resumedTradeInValuation,
  startingTradeInProgress,
  valuationInitialValues,
  type FormFeedback,
  type LeadPageContext,
  type TradeInProgress
} from "@dealer/core"
import { useBrowserAlert, useSiteStorage, useTenant, useTradeInValuation } from "@dealer/react"
import { useState } from "react"
import { tradeInServices } from "./trade-in-services.ts"
import { TradeInValuationForm } from "./trade-in-valuation-form.tsx"

/** What a post without JavaScript answered: where the valuation stands and its feedback. */
export interface PostedTradeIn {
  readonly progress: TradeInProgress
  readonly feedback: FormFeedback<string>
}

const noop = () => {}

/**
 * The trade-in valuation of a page: the statechart in the browser (through `useTradeInValuation`),
 * or, after a post without JavaScript, the screen the server's run of the same statechart reached.
 *
 * @example
 * <TradeInValuationSection page={page} posted={useActionData()} />
 */
export function TradeInValuationSection(props: { readonly page: LeadPageContext; readonly posted: PostedTradeIn | null }) {
  const tenant = useTenant()
  const storage = useSiteStorage()
  const [services] = useState(() => tradeInServices(storage, tenant.texts))
  const browser = useTradeInValuation({ page: props.page, locationShown: false, stored: null }, services)
  useBrowserAlert(props.posted === null ? browser : { alert: null, dismissAlert: noop })
  if (props.posted !== null) {
    const input = {
      values: props.posted.progress.values,
      locationShown: false,
      settings: tenant.forms,
      page: props.page,
      now: new Date(),
      texts: tenant.texts
    }
    const snapshot = resumedTradeInValuation(props.posted.progress, input, props.posted.feedback)
    return (
      <TradeInValuationForm
        valuation={connectTradeInValuation(snapshot, noop)}
        progress={JSON.stringify(props.posted.progress)}
        live={false}
      />
    )
  }
  const opening = startingTradeInProgress(valuationInitialValues(tenant.forms, null))
  return <TradeInValuationForm valuation={browser} progress={JSON.stringify(opening)} live />
}
