import type { TradeInValuationApi } from "@dealer/core"
import { ErrorSummary, SubmitButton, useTenant } from "@dealer/react"
import type { FormEvent, ReactNode } from "react"
import { Select, TradeInDetailsFields } from "./trade-in-fields.tsx"

export interface TradeInValuationFormProps {
  readonly valuation: TradeInValuationApi
  /** Where the valuation stands, posted with each screen so it also works without JavaScript. */
  readonly progress: string
  /** The page's statechart drives the screens (JavaScript); otherwise every screen is a plain post. */
  readonly live: boolean
}

/** A screen's form: a plain POST to the page, taken over by the statechart when it runs in the browser. */
function ScreenForm(props: {
  readonly label: string
  readonly progress: string
  readonly onSubmit: (() => void) | null
  readonly children: ReactNode
}) {
  const submit = props.onSubmit
  return (
    <form
      method="post"
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
      <input type="hidden" name="progress" value={props.progress} />
      {props.children}
    </form>
  )
}

/**
 * The trade-in valuation's screens over its view model: details and rego, the adjustment
 * questions, the offer with Accept Offer, then offer accepted or we'll be in touch.
 *
 * @example
 * <TradeInValuationForm valuation={valuation} progress={JSON.stringify(progress)} live />
 */
export function TradeInValuationForm({ valuation, progress, live }: TradeInValuationFormProps) {
  const { texts } = useTenant()
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
      <ScreenForm label={texts.tradeInOfferTitle} progress={progress} onSubmit={live ? valuation.accept : null}>
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
      <ScreenForm label={texts.tradeInAdjustmentsTitle} progress={progress} onSubmit={live ? valuation.submit : null}>
        <h2>{texts.tradeInAdjustmentsTitle}</h2>
        {valuation.vehicleDescription ? <p className="trade-in__vehicle">{valuation.vehicleDescription}</p> : null}
        <ErrorSummary summary={valuation.errorSummary} formError={valuation.formError} />
        {valuation.questions.map((question) => (
          <Select
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
    <ScreenForm label={texts.tradeInLookupButton} progress={progress} onSubmit={live ? valuation.submit : null}>
      <ErrorSummary summary={valuation.errorSummary} formError={valuation.formError} />
      <TradeInDetailsFields valuation={valuation} />
      <SubmitButton submitting={valuation.busy} submittingLabel={texts.formsSubmittingLabel}>
        {texts.tradeInLookupButton}
      </SubmitButton>
    </ScreenForm>
  )
}
