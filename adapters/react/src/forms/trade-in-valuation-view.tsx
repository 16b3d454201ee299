import type { TradeInValuationApi } from "@dealer/core/forms"
import type { FormEvent, ReactNode } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { ErrorSummary } from "./error-summary.tsx"
import { SubmitButton } from "./submit-button.tsx"
import { ChoiceField, TradeInDetailsFields } from "./trade-in-fields.tsx"

export interface TradeInValuationViewProps {
  readonly valuation: TradeInValuationApi
  /** Where each screen posts without JavaScript (the page's action); with it, the flow submits. */
  readonly action?: string
  /** Extra inputs each screen posts (where the valuation stands, as hidden fields). */
  readonly children?: ReactNode
  /**
   * False for a screen the server rendered from a post: its commands do nothing, so the form
   * posts to `action` even with JavaScript. True (the default) lets the flow take the submit.
   */
  readonly live?: boolean
}

/** A screen's form: the flow takes its submit when live; otherwise (or without JavaScript) it posts. */
function ScreenForm(props: {
  readonly label: string
  readonly action: string | undefined
  readonly onSubmit: (() => void) | null
  readonly extra: ReactNode
  readonly children: ReactNode
}) {
  const submit = props.onSubmit
  return (
    <form
      {...(props.action === undefined ? {} : { method: "post", action: props.action })}
      noValidate
      className="trade-in__form"
      aria-label={props.label}
      onSubmit={
        submit === null
          ? undefined
          : (event: FormEvent) => {
              event.preventDefault()
              submit()
            }
      }
    >
      {props.extra}
      {props.children}
    </form>
  )
}

/**
 * The trade-in valuation over its view model: the details and rego, the adjustment questions, the
 * offer with Accept Offer, and the closing message (offer accepted, or we'll be in touch). With
 * `action` every screen is a plain post that also works without JavaScript.
 *
 * @example
 * <TradeInValuationView valuation={useTradeInValuation({ page, locationShown: false, stored: null }, services)} />
 * <TradeInValuationView valuation={valuation} action="/trade-in"><input type="hidden" name="progress" value={progress} /></TradeInValuationView>
 */
export function TradeInValuationView({ valuation, action, children, live = true }: TradeInValuationViewProps) {
  const { texts } = useTenant()
  const screen = { action, extra: children }
  if (valuation.message !== null) {
    return (
      <div className="trade-in__result">
        {valuation.offerText ? <p className="trade-in__offer">{valuation.offerText}</p> : null}
        <p role="status">{valuation.message}</p>
      </div>
    )
  }
  if (valuation.stage === "offer") {
    return (
      <ScreenForm {...screen} label={texts.tradeInOfferTitle} onSubmit={live ? valuation.accept : null}>
        <h2>{texts.tradeInOfferTitle}</h2>
        {valuation.vehicleDescription ? <p>{valuation.vehicleDescription}</p> : null}
        <p className="trade-in__offer">{valuation.offerText}</p>
        <ErrorSummary summary={null} formError={valuation.formError} />
        <SubmitButton submitting={valuation.busy} submittingLabel={texts.formsSubmittingLabel}>
          {texts.tradeInAcceptOfferButton}
        </SubmitButton>
      </ScreenForm>
    )
  }
  if (valuation.stage === "adjustments") {
    return (
      <ScreenForm {...screen} label={texts.tradeInAdjustmentsTitle} onSubmit={live ? valuation.submit : null}>
        <h2>{texts.tradeInAdjustmentsTitle}</h2>
        {valuation.vehicleDescription ? <p className="trade-in__vehicle">{valuation.vehicleDescription}</p> : null}
        <ErrorSummary summary={valuation.errorSummary} formError={valuation.formError} />
        {valuation.questions.map((question) => (
          <ChoiceField
            key={question.id}
            name={question.id}
            label={question.label}
            value={question.answer}
            error={valuation.fieldErrors[question.id]}
            options={question.options.map((option) => ({ value: option, label: option }))}
            onChange={(answer) => valuation.answer(question.id, answer)}
          />
        ))}
        <SubmitButton submitting={valuation.busy} submittingLabel={texts.formsSubmittingLabel}>
          {texts.tradeInAdjustmentsSubmitButton}
        </SubmitButton>
      </ScreenForm>
    )
  }
  return (
    <ScreenForm {...screen} label={texts.tradeInLookupButton} onSubmit={live ? valuation.submit : null}>
      <ErrorSummary summary={valuation.errorSummary} formError={valuation.formError} />
      <TradeInDetailsFields valuation={valuation} />
      <SubmitButton submitting={valuation.busy} submittingLabel={texts.formsSubmittingLabel}>
        {texts.tradeInLookupButton}
      </SubmitButton>
    </ScreenForm>
  )
}
