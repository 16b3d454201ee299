import {
  connectTradeInValuation,
  resumedTradeInValuation,
  startingTradeInProgress,
  tradeInValuationInput,
  valuationInitialValues,
  type FormFeedback,
  type LeadPageContext,
  type TradeInProgress
} from "@dealer/core"
import { TradeInValuationView, useBrowserAlert, useSiteStorage, useTenant, useTradeInValuation } from "@dealer/react"
import { useState } from "react"
import { useFormAction } from "react-router"
import { WizardProgressField } from "../wizard-progress-field.tsx"
import { tradeInServices } from "./trade-in-services.ts"

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
  const action = useFormAction()
  useBrowserAlert(props.posted === null ? browser : { alert: null, dismissAlert: noop })
  if (props.posted !== null) {
    const input = tradeInValuationInput(tenant, {
      values: props.posted.progress.values,
      page: props.page,
      locationShown: false,
      now: new Date()
    })
    const snapshot = resumedTradeInValuation(props.posted.progress, input, props.posted.feedback)
    return (
      <TradeInValuationView valuation={connectTradeInValuation(snapshot, noop)} action={action} live={false}>
        <WizardProgressField progress={props.posted.progress} />
      </TradeInValuationView>
    )
  }
  const opening = startingTradeInProgress(valuationInitialValues(tenant.forms, null))
  return (
    <TradeInValuationView valuation={browser} action={action}>
      <WizardProgressField progress={opening} />
    </TradeInValuationView>
  )
}
