import type { ReactNode } from "react"
import type { TestDriveBookingApi } from "@dealer/core/forms"
import { useTenant } from "../tenant/tenant-provider.tsx"
import { EnquiryFields, type SelectOption } from "./enquiry-fields.tsx"
import { ErrorSummary } from "./error-summary.tsx"
import { FormField } from "./form-field.tsx"
import { SubmitButton } from "./submit-button.tsx"

function Availability({
  booking,
  location
}: {
  readonly booking: TestDriveBookingApi
  readonly location: number | string
}) {
  const { texts } = useTenant()
  const { availability } = booking
  return (
    <>
      <FormField name="test_drive_day" label={texts.testDriveDayLabel} error={undefined}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={availability.day ?? ""}
            onChange={(e) => booking.chooseDay(location, e.target.value)}
          />
        )}
      </FormField>
      {availability.loading ? <p role="status">{texts.testDriveLoadingSlots}</p> : null}
      {availability.message ? <p role="status">{availability.message}</p> : null}
      {availability.slots.length > 0 ? (
        <fieldset className="test-drive-slots" aria-invalid={Boolean(booking.fieldErrors.preferred_date_time)}>
          <legend>{texts.testDriveDateTimeLabel}</legend>
          {availability.slots.map((slot) => (
            <label key={slot.value}>
              <input
                type="radio"
                name="preferred_date_time"
                value={slot.value}
                checked={slot.selected}
                onChange={() => booking.chooseSlot(slot.value)}
              />
              {slot.label}
            </label>
          ))}
          {booking.fieldErrors.preferred_date_time ? (
            <p className="form-field-error">{booking.fieldErrors.preferred_date_time}</p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  )
}

/**
 * The test drive booking over its view model: the enquiry inputs (Comments optional), a day for
 * the location whose free times are offered, the times as radio buttons, and the submit button.
 *
 * @example
 * <TestDriveBookingView booking={useTestDriveBooking(setup, services)} location={car.location.id} />
 */
export function TestDriveBookingView({
  booking,
  location,
  locations,
  dealerships,
  action,
  children
}: {
  readonly booking: TestDriveBookingApi
  /** The location whose test drive times are offered. */
  readonly location: number | string
  readonly locations?: ReadonlyArray<SelectOption>
  readonly dealerships?: ReadonlyArray<SelectOption>
  /** Where the form posts without JavaScript (the page's action); with it, the flow submits. */
  readonly action?: string
  /** Extra inputs the page posts with the form (hidden fields, a no-script button). */
  readonly children?: ReactNode
}) {
  const { texts } = useTenant()
  return (
    <form
      noValidate
      className="test-drive-form"
      {...(action === undefined ? {} : { method: "post", action })}
      onSubmit={(event) => {
        event.preventDefault()
        booking.submit()
      }}
    >
      <ErrorSummary summary={booking.errorSummary} formError={booking.formError} />
      <EnquiryFields
        values={booking.values}
        layout={booking.layout}
        fieldErrors={booking.fieldErrors}
        change={booking.change}
        {...(locations ? { locations } : {})}
        {...(dealerships ? { dealerships } : {})}
      />
      <Availability booking={booking} location={location} />
      {children}
      <SubmitButton submitting={booking.submitting} submittingLabel={texts.formsSubmittingLabel}>
        {texts.formsSubmitButton}
      </SubmitButton>
    </form>
  )
}
