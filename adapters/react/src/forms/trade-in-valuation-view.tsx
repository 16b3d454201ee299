import { PreferredContactMethod, RegoState, YesNo, type TradeInValuationApi } from "@dealer/core/forms"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { SelectField } from "./enquiry-fields.tsx"
import { ErrorSummary } from "./error-summary.tsx"
import { FormField, TextField } from "./form-field.tsx"
import { SubmitButton } from "./submit-button.tsx"

const options = (values: ReadonlyArray<string>, label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }))

const states = options(RegoState.literals, (state) => state.toUpperCase())
const yesNo = options(YesNo.literals)
const contactMethods = options(PreferredContactMethod.literals)

function Details({ valuation }: { readonly valuation: TradeInValuationApi }) {
  const { texts } = useTenant()
  const { values, fieldErrors, change } = valuation
  return (
    <>
      <TextField
        name="rego"
        label={texts.formsRegoLabel}
        value={values.rego}
        error={fieldErrors.rego}
        onChange={(v) => change("rego", v)}
      />
      <SelectField
        name="regoState"
        label={texts.tradeInRegoStateLabel}
        value={values.regoState}
        error={fieldErrors.regoState}
        options={states}
        onChange={(v) => change("regoState", RegoState.literals.find((state) => state === v) ?? null)}
      />
      <TextField
        name="kms"
        label={texts.tradeInKmsLabel}
        value={values.kms}
        error={fieldErrors.kms}
        onChange={(v) => change("kms", v)}
      />
      <SelectField
        name="finance"
        label={texts.tradeInFinanceLabel}
        value={values.finance}
        error={fieldErrors.finance}
        options={yesNo}
        onChange={(v) => change("finance", YesNo.literals.find((answer) => answer === v) ?? null)}
      />
      <TextField
        name="name"
        label={texts.formsNameLabel}
        value={values.name}
        error={fieldErrors.name}
        onChange={(v) => change("name", v)}
      />
      <TextField
        name="email"
        type="email"
        label={texts.formsEmailLabel}
        value={values.email}
        error={fieldErrors.email}
        onChange={(v) => change("email", v)}
      />
      <TextField
        name="phone"
        type="tel"
        label={texts.formsPhoneLabel}
        value={values.phone}
        error={fieldErrors.phone}
        onChange={(v) => change("phone", v)}
      />
      <SelectField
        name="PreferredContactMethod"
        label={texts.tradeInContactMethodLabel}
        value={values.PreferredContactMethod}
        error={undefined}
        options={contactMethods}
        onChange={(v) =>
          change("PreferredContactMethod", PreferredContactMethod.literals.find((method) => method === v) ?? "Phone")
        }
      />
    </>
  )
}

function Adjustments({ valuation }: { readonly valuation: TradeInValuationApi }) {
  return (
    <>
      {valuation.questions.map((question) => (
        <FormField
          key={question.id}
          name={question.id}
          label={question.label}
          error={valuation.fieldErrors[question.id]}
        >
          {(control) => (
            <select
              {...control}
              value={question.answer ?? ""}
              onChange={(e) => valuation.answer(question.id, e.target.value)}
            >
              <option value="" />
              {question.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ))}
    </>
  )
}

/**
 * The trade-in valuation over its view model: the details and rego, the adjustment questions, the
 * offer with Accept Offer, and the closing message (offer accepted, or we'll be in touch).
 *
 * @example
 * <TradeInValuationView valuation={useTradeInValuation({ page, locationShown: false, stored: null }, services)} />
 */
export function TradeInValuationView({ valuation }: { readonly valuation: TradeInValuationApi }) {
  const { texts } = useTenant()
  if (valuation.message !== null) {
    return (
      <section className="trade-in">
        {valuation.offerText ? <p className="trade-in-offer">{valuation.offerText}</p> : null}
        <p role="status">{valuation.message}</p>
      </section>
    )
  }
  if (valuation.stage === "offer") {
    return (
      <section className="trade-in" aria-label={texts.tradeInOfferTitle}>
        <h3>{texts.tradeInOfferTitle}</h3>
        {valuation.vehicleDescription ? <p>{valuation.vehicleDescription}</p> : null}
        <p className="trade-in-offer">{valuation.offerText}</p>
        <ErrorSummary summary={null} formError={valuation.formError} />
        <button
          type="button"
          className="button"
          disabled={valuation.busy}
          aria-busy={valuation.busy}
          onClick={valuation.accept}
        >
          {valuation.busy ? <span className="spinner" aria-hidden="true" /> : null}
          {texts.tradeInAcceptOfferButton}
        </button>
      </section>
    )
  }
  const adjustments = valuation.stage === "adjustments"
  return (
    <form
      noValidate
      className="trade-in"
      aria-label={adjustments ? texts.tradeInAdjustmentsTitle : texts.tradeInLookupButton}
      onSubmit={(event) => {
        event.preventDefault()
        valuation.submit()
      }}
    >
      {adjustments ? <h3>{texts.tradeInAdjustmentsTitle}</h3> : null}
      {adjustments && valuation.vehicleDescription ? <p>{valuation.vehicleDescription}</p> : null}
      <ErrorSummary summary={valuation.errorSummary} formError={valuation.formError} />
      {adjustments ? <Adjustments valuation={valuation} /> : <Details valuation={valuation} />}
      <SubmitButton submitting={valuation.busy} submittingLabel={texts.formsSubmittingLabel}>
        {adjustments ? texts.tradeInAdjustmentsSubmitButton : texts.tradeInLookupButton}
      </SubmitButton>
    </form>
  )
}
