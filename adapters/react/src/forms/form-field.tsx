import { useId, type ReactNode } from "react"

/** What a form control needs to be tied to its label and its error. */
export interface FormControlProps {
  readonly id: string
  readonly name: string
  readonly "aria-invalid": boolean
  readonly "aria-describedby": string | undefined
}

export interface FormFieldProps {
  readonly name: string
  readonly label: ReactNode
  /** The field's message from the view model's `fieldErrors`, if any. */
  readonly error: string | null | undefined
  /** Renders the control (input, select, textarea) with the props that tie it to the label and error. */
  readonly children: (control: FormControlProps) => ReactNode
  readonly className?: string
}

/**
 * A labelled form field: the control is named by its label, marked `aria-invalid` when it has an
 * error, and described by that error.
 *
 * @example
 * <FormField name="email" label="Email" error={form.fieldErrors.email}>
 *   {(control) => <input {...control} type="email" value={form.values.email} onChange={(e) => form.change("email", e.target.value)} />}
 * </FormField>
 */
export function FormField({ name, label, error, children, className }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className ?? "form-field"}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export interface TextFieldProps {
  readonly name: string
  readonly label: ReactNode
  readonly value: string | null | undefined
  readonly error: string | null | undefined
  readonly onChange: (value: string) => void
  readonly type?: "text" | "email" | "tel" | "number"
  readonly multiline?: boolean
  readonly disabled?: boolean
}

/**
 * The common case of `FormField`: a text input or textarea bound to one value.
 *
 * @example
 * <TextField name="name" label="Name" value={form.values.name} error={form.fieldErrors.name} onChange={(v) => form.change("name", v)} />
 */
export function TextField({ name, label, value, error, onChange, type, multiline, disabled }: TextFieldProps) {
  return (
    <FormField name={name} label={label} error={error}>
      {(control) =>
        multiline ? (
          <textarea {...control} value={value ?? ""} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            {...control}
            type={type ?? "text"}
            value={value ?? ""}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FormField>
  )
}
