import { PreferredContactMethod, RegoState, YesNo, type TradeInValuationApi } from "@dealer/core/forms"
import type { Texts } from "@dealer/core/tenant"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { FormField } from "./form-field.tsx"

type Values = TradeInValuationApi["values"]
type TextDetail = "rego" | "kms" | "name" | "email" | "phone"
type ChoiceDetail = "regoState" | "finance" | "PreferredContactMethod"

/** A choice of a select: what it posts and what it says. */
export interface ChoiceOption {
  readonly value: string
  readonly label: string
}

const states = RegoState.literals.map((state) => ({ value: state, label: state.toUpperCase() }))
const yesNo = YesNo.literals.map((answer) => ({ value: answer, label: answer }))
const contactMethods = PreferredContactMethod.literals.map((method) => ({ value: method, label: method }))

/** A text input's label, type and what the browser may fill it with. */
interface TextDetailSpec {
  readonly label: (texts: Texts) => string
  readonly type?: "email" | "tel"
  readonly autoComplete?: string
}

const textDetails: Record<TextDetail, TextDetailSpec> = {
  rego: { label: (texts) => texts.formsRegoLabel },
  kms: { label: (texts) => texts.tradeInKmsLabel },
  name: { label: (texts) => texts.formsNameLabel, autoComplete: "name" },
  email: { label: (texts) => texts.formsEmailLabel, type: "email", autoComplete: "email" },
  phone: { label: (texts) => texts.formsPhoneLabel, type: "tel", autoComplete: "tel" }
}

const literal = <T extends string>(literals: ReadonlyArray<T>, value: string): T | null =>
  literals.find((known) => known === value) ?? null

// Each select's label, choices, and how a choice becomes the field's value.
const choiceDetails: Record<
  ChoiceDetail,
  {
    readonly label: (texts: Texts) => string
    readonly options: ReadonlyArray<ChoiceOption>
    readonly choose: (valuation: TradeInValuationApi, value: string) => void
  }
> = {
  regoState: {
    label: (texts) => texts.tradeInRegoStateLabel,
    options: states,
    choose: (valuation, value) => valuation.change("regoState", literal(RegoState.literals, value))
  },
  finance: {
    label: (texts) => texts.tradeInFinanceLabel,
    options: yesNo,
    choose: (valuation, value) => valuation.change("finance", literal(YesNo.literals, value))
  },
  PreferredContactMethod: {
    label: (texts) => texts.tradeInContactMethodLabel,
    options: contactMethods,
    choose: (valuation, value) =>
      valuation.change("PreferredContactMethod", literal(PreferredContactMethod.literals, value) ?? "Phone")
  }
}

/**
 * A labelled select that also posts without JavaScript (uncontrolled: a screen the server
 * rendered keeps working), with an empty first option while nothing is chosen.
 *
 * @example
 * <ChoiceField name="accident" label="Has the car been in an accident?" value={null} error={undefined} options={yesNo} onChange={answer} />
 */
export function ChoiceField(props: {
  readonly name: string
  readonly label: string
  readonly value: string | null | undefined
  readonly error: string | undefined
  readonly options: ReadonlyArray<ChoiceOption>
  readonly onChange: (value: string) => void
  readonly withEmptyOption?: boolean
}) {
  return (
    <FormField name={props.name} label={props.label} error={props.error}>
      {(control) => (
        <select {...control} defaultValue={props.value ?? ""} onChange={(event) => props.onChange(event.target.value)}>
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

/** One of the details' text inputs, uncontrolled like `ChoiceField` and reported as typed. */
function DetailInput({ field, valuation }: { readonly field: TextDetail; readonly valuation: TradeInValuationApi }) {
  const { texts } = useTenant()
  const { label, type, autoComplete } = textDetails[field]
  const value: Values[TextDetail] = valuation.values[field]
  return (
    <FormField name={field} label={label(texts)} error={valuation.fieldErrors[field]}>
      {(control) => (
        <input
          {...control}
          type={type ?? "text"}
          autoComplete={autoComplete}
          defaultValue={value ?? ""}
          onChange={(event) => valuation.change(field, event.target.value)}
        />
      )}
    </FormField>
  )
}

/** One of the details' selects, uncontrolled like `ChoiceField`; the contact method has no empty choice. */
function DetailChoice({ field, valuation }: { readonly field: ChoiceDetail; readonly valuation: TradeInValuationApi }) {
  const { texts } = useTenant()
  const { label, options, choose } = choiceDetails[field]
  return (
    <ChoiceField
      name={field}
      label={label(texts)}
      value={valuation.values[field]}
      error={valuation.fieldErrors[field]}
      options={options}
      withEmptyOption={field !== "PreferredContactMethod"}
      onChange={(value) => choose(valuation, value)}
    />
  )
}

const detailsInOrder = ["rego", "regoState", "kms", "finance", "name", "email", "phone", "PreferredContactMethod"] as const

const isChoice = (field: TextDetail | ChoiceDetail): field is ChoiceDetail => field in choiceDetails

/**
 * The valuation's first screen: the rego and its state, kilometres, whether the car is under
 * finance, and the seller's contact details with the preferred contact method (Phone by default).
 *
 * @example
 * <TradeInDetailsFields valuation={valuation} />
 */
export function TradeInDetailsFields({ valuation }: { readonly valuation: TradeInValuationApi }) {
  return (
    <>
      {detailsInOrder.map((field) =>
        isChoice(field) ? (
          <DetailChoice key={field} field={field} valuation={valuation} />
        ) : (
          <DetailInput key={field} field={field} valuation={valuation} />
        )
      )}
    </>
  )
}
