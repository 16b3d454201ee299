import { yesNoAnswer, type LeadFormApi } from "@dealer/core/forms"
import { useId, type ReactNode } from "react"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { SelectField } from "./enquiry-fields.tsx"
import { ErrorSummary } from "./error-summary.tsx"
import { FormField, TextField } from "./form-field.tsx"
import { SubmitButton } from "./submit-button.tsx"

/**
 * The honeypot: an input people never meet (off screen, out of the tab order, hidden from screen
 * readers, never autofilled) that bots filling every field fill in; core drops such a lead. Its
 * class is the site's off-screen pattern (forms.css), not an inline style a strict CSP would drop.
 */
function Honeypot({ value, onChange }: { readonly value: string; readonly onChange: (value: string) => void }) {
  const { texts } = useTenant()
  const id = useId()
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{texts.leadFormHoneypotLabel}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}

/**
 * The short lead form over its view model (section 2 of document 001): First Name, Last Name,
 * Postcode (4 digits), Mobile Number, Email, the hidden honeypot and 'Do you have a trade-in?'.
 * The caller shows `form.alert` (see `useBrowserAlert`) and navigates to `form.redirectTo`.
 *
 * @example
 * <LeadFormView form={useLeadForm(setup, services)} action="/cars/2024-kia-sportage-s-k11020/enquire/enquire" />
 */
export function LeadFormView({
  form,
  action,
  children
}: {
  readonly form: LeadFormApi
  /** Where the form posts without JavaScript (the page's action); with it, the flow submits. */
  readonly action?: string
  /** Extra inputs the page posts with the form (a form token). */
  readonly children?: ReactNode
}) {
  const { texts } = useTenant()
  const { values, fieldErrors, change } = form
  return (
    <form
      noValidate
      className="enquiry-form lead-form"
      {...(action === undefined ? {} : { method: "post", action })}
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      <ErrorSummary summary={form.errorSummary} formError={form.formError} />
      <div className="lead-form__pair">
        <TextField
          name="name"
          label={texts.leadFormFirstNameLabel}
          value={values.name}
          error={fieldErrors.name}
          onChange={(v) => change("name", v)}
        />
        <TextField
          name="last_name"
          label={texts.leadFormLastNameLabel}
          value={values.last_name}
          error={fieldErrors.last_name}
          onChange={(v) => change("last_name", v)}
        />
      </div>
      <div className="lead-form__pair">
        <FormField name="postcode" label={texts.leadFormPostcodeLabel} error={fieldErrors.postcode}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              value={values.postcode}
              onChange={(e) => change("postcode", e.target.value)}
            />
          )}
        </FormField>
        <TextField
          name="phone"
          type="tel"
          label={texts.leadFormMobileLabel}
          value={values.phone}
          error={fieldErrors.phone}
          onChange={(v) => change("phone", v)}
        />
      </div>
      <TextField
        name="email"
        type="email"
        label={texts.leadFormEmailLabel}
        value={values.email}
        error={fieldErrors.email}
        onChange={(v) => change("email", v)}
      />
      <Honeypot value={values.website ?? ""} onChange={(v) => change("website", v)} />
      <SelectField
        name="has_trade_in"
        label={texts.leadFormTradeInLabel}
        placeholder=""
        value={values.has_trade_in}
        error={fieldErrors.has_trade_in}
        options={form.tradeInChoices}
        onChange={(v) => change("has_trade_in", yesNoAnswer(v))}
      />
      {children}
      <SubmitButton submitting={form.submitting} submittingLabel={texts.formsSubmittingLabel}>
        {texts.formsSubmitButton}
      </SubmitButton>
    </form>
  )
}
