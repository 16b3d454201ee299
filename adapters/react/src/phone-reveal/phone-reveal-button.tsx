import type { PhoneRevealApi } from "@dealer/core/locations"

/**
 * A phone button: shows the masked number and reveals it on click; once revealed it is a `tel:` link.
 *
 * @example
 * <PhoneRevealButton phone={usePhoneReveal(input, services)} className="button" />
 */
export function PhoneRevealButton({ phone, className }: { readonly phone: PhoneRevealApi; readonly className?: string }) {
  if (phone.href) {
    return (
      <a href={phone.href} className={className}>
        {phone.text}
      </a>
    )
  }
  return (
    <button type="button" onClick={phone.reveal} className={className} aria-label={`Show phone number ${phone.text}`}>
      {phone.text}
    </button>
  )
}
