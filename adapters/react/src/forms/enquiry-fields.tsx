import type { EnquiryField, EnquiryForm, EnquiryFormLayout } from "@dealer/core/forms"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { FormField, TextField } from "./form-field.tsx"

/** An option of a select: what is sent, and what the shopper reads. */
export interface SelectOption {
  readonly value: string
  readonly label: string
}

export interface EnquiryFieldsProps {
  readonly values: EnquiryForm
  readonly layout: EnquiryFormLayout
  readonly fieldErrors: Partial<Record<EnquiryField, string>>
  readonly change: <K extends keyof EnquiryForm>(field: K, value: EnquiryForm[K]) => void
  /** The inputs to show (those the layout shows too); all of them by default. */
  readonly only?: ReadonlyArray<keyof EnquiryForm>
  readonly categories?: ReadonlyArray<SelectOption>
  readonly locations?: ReadonlyArray<SelectOption>
  readonly dealerships?: ReadonlyArray<SelectOption>
}

/**
 * The enquiry form's inputs as its layout shows them: Name, Email, Phone, Comments, and the
 * category, location, dealership, opt-in and terms inputs when the tenant and page show them.
 *
 * @example
 * <EnquiryFields values={form.values} layout={form.layout} fieldErrors={form.fieldErrors} change={form.change} />
 */
export function EnquiryFields(props: EnquiryFieldsProps) {
  const { values, layout, fieldErrors, change, only } = props
  const { texts } = useTenant()
  const shows = (field: keyof EnquiryForm) => !only || only.includes(field)
  return (
    <>
      {shows("name") ? (
        <TextField
          name="name"
          label={texts.formsNameLabel}
          value={values.name}
          error={fieldErrors.name}
          onChange={(v) => change("name", v)}
        />
      ) : null}
      {shows("email") ? (
        <TextField
          name="email"
          type="email"
          label={texts.formsEmailLabel}
          value={values.email}
          error={fieldErrors.email}
          onChange={(v) => change("email", v)}
        />
      ) : null}
      {shows("phone") ? (
        <TextField
          name="phone"
          type="tel"
          label={texts.formsPhoneLabel}
          value={values.phone}
          error={fieldErrors.phone}
          onChange={(v) => change("phone", v)}
        />
      ) : null}
      {shows("category") && layout.categoryShown ? (
        <SelectField
          name="category"
          label={texts.enquiryCategoryLabel}
          value={values.category}
          error={fieldErrors.category}
          options={props.categories ?? []}
          onChange={(v) => change("category", v)}
        />
      ) : null}
      {shows("location") && layout.locationShown ? (
        <SelectField
          name="location"
          label={texts.formsLocationLabel}
          value={values.location?.toString()}
          error={fieldErrors.location}
          options={props.locations ?? []}
          onChange={(v) => change("location", v)}
        />
      ) : null}
      {shows("dealership_slug") && layout.dealershipShown ? (
        <SelectField
          name="dealership_slug"
          label={texts.dealershipSelectPlaceholder}
          placeholder={texts.dealershipSelectPlaceholder}
          value={values.dealership_slug}
          error={fieldErrors.dealership_slug}
          options={props.dealerships ?? []}
          onChange={(v) => change("dealership_slug", v)}
        />
      ) : null}
      {shows("message") ? (
        <TextField
          name="message"
          multiline
          label={texts.enquiryCommentsLabel}
          value={values.message}
          error={fieldErrors.message}
          onChange={(v) => change("message", v)}
        />
      ) : null}
      {shows("opt_in") && layout.optInShown ? (
        <Checkbox
          name="opt_in"
          label={texts.formsOptInLabel}
          checked={values.opt_in === true}
          error={undefined}
          onChange={(v) => change("opt_in", v)}
        />
      ) : null}
      {shows("terms_conditions") && layout.termsRequired ? (
        <Checkbox
          name="terms_conditions"
          label={texts.formsTermsLabel}
          checked={values.terms_conditions === true}
          error={fieldErrors.terms_conditions}
          onChange={(v) => change("terms_conditions", v)}
        />
      ) : null}
    </>
  )
}

export interface SelectFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string | null | undefined
  readonly error: string | undefined
  readonly options: ReadonlyArray<SelectOption>
  readonly onChange: (value: string) => void
  readonly placeholder?: string
}

/**
 * A labelled select bound to one value, with an empty first option when there is a placeholder.
 *
 * @example
 * <SelectField name="regoState" label="State" value="qld" error={undefined} options={states} onChange={setState} />
 */
export function SelectField({ name, label, value, error, options, onChange, placeholder }: SelectFieldProps) {
  return (
    <FormField name={name} label={label} error={error}>
      {(control) => (
        <select {...control} value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined || !value ? <option value="">{placeholder ?? ""}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

function Checkbox(props: {
  readonly name: string
  readonly label: string
  readonly checked: boolean
  readonly error: string | undefined
  readonly onChange: (checked: boolean) => void
}) {
  return (
    <FormField name={props.name} label={props.label} error={props.error} className="form-field form-field-checkbox">
      {(control) => (
        <input
          {...control}
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
        />
      )}
    </FormField>
  )
}
