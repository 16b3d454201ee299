import { PreferredContactMethod, RegoState, YesNo, type TradeInValuationApi } from "@dealer/core"
import { FormField, useTenant } from "@dealer/react"

type Values = TradeInValuationApi["values"]

const states = RegoState.literals.map((state) => ({ value: state, label: state.toUpperCase() }))
const yesNo = YesNo.literals.map((answer) => ({ value: answer, label: answer }))
const contactMethods = PreferredContactMethod.literals.map((method) => ({ value: method, label: method }))

/** A labelled input that also posts without JavaScript (uncontrolled, reported as typed). */
function Input(props: {
  readonly name: keyof Values
  readonly label: string
  readonly value: string | null | undefined
  readonly error: string | undefined
  readonly type?: "text" | "email" | "tel"
  readonly autoComplete?: string
  readonly onChange: (value: string) => void
}) {
  return (
    <FormField name={props.name} label={props.label} error={props.error}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          defaultValue={props.value ?? ""}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}

/** A labelled select that also posts without JavaScript; an empty first option while nothing is chosen. */
export function Select(props: {
  readonly name: string
  readonly label: string
  readonly value: string | null | undefined
  readonly error: string | undefined
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly onChange: (value: string) => void
  readonly withEmptyOption?: boolean
}) {
  return (
    <FormField name={props.name} label={props.label} error={props.error}>
      {(control) => (
        <select
          {...control}
          defaultValue={props.value ?? ""}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.withEmptyOption === false ? null : <option value="" />}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/**
 * The valuation's first screen: the rego and its state, kilometres, whether the car is under
 * finance, and the seller's contact details with the preferred contact method (Phone by default).
 *
 * @example
 * <TradeInDetailsFields valuation={valuation} />
 */
export function TradeInDetailsFields({ valuation }: { readonly valuation: TradeInValuationApi }) {
  const { texts } = useTenant()
  const { values, fieldErrors, change } = valuation
  return (
    <>
      <Input name="rego" label={texts.formsRegoLabel} value={values.rego} error={fieldErrors.rego} onChange={(v) => change("rego", v)} />
      <Select
        name="regoState"
        label={texts.tradeInRegoStateLabel}
        value={values.regoState}
        error={fieldErrors.regoState}
        options={states}
        onChange={(v) => change("regoState", RegoState.literals.find((state) => state === v) ?? null)}
      />
      <Input name="kms" label={texts.tradeInKmsLabel} value={values.kms} error={fieldErrors.kms} onChange={(v) => change("kms", v)} />
      <Select
        name="finance"
        label={texts.tradeInFinanceLabel}
        value={values.finance}
        error={fieldErrors.finance}
        options={yesNo}
        onChange={(v) => change("finance", YesNo.literals.find((answer) => answer === v) ?? null)}
      />
      <Input name="name" label={texts.formsNameLabel} value={values.name} error={fieldErrors.name} autoComplete="name" onChange={(v) => change("name", v)} />
      <Input
        name="email"
        type="email"
        label={texts.formsEmailLabel}
        value={values.email}
        error={fieldErrors.email}
        autoComplete="email"
        onChange={(v) => change("email", v)}
      />
      <Input
        name="phone"
        type="tel"
        label={texts.formsPhoneLabel}
        value={values.phone}
        error={fieldErrors.phone}
        autoComplete="tel"
        onChange={(v) => change("phone", v)}
      />
      <Select
        name="PreferredContactMethod"
        label={texts.tradeInContactMethodLabel}
        value={values.PreferredContactMethod}
        error={undefined}
        options={contactMethods}
        withEmptyOption={false}
        onChange={(v) =>
          change("PreferredContactMethod", PreferredContactMethod.literals.find((method) => method === v) ?? "Phone")
        }
      />
    </>
  )
}
