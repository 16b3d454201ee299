import { Dialog, useTenant } from "@dealer/react"
import type { VehicleEnquiryForm } from "@dealer/core/forms"
import { useEffect, useState } from "react"
import type { CarEnquiryData } from "../enquiry/car-enquiry-types.ts"
import { CarEnquiryForm } from "../enquiry/car-enquiry-form.tsx"
import { carEnquiryTitle } from "../enquiry/car-enquiry-title.ts"

/** The form a link to this page's anchor opens, or null for any other link. */
function formOfLink(target: EventTarget | null, offered: ReadonlySet<string>): VehicleEnquiryForm | null {
  const link = target instanceof Element ? target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement)) return null
  const url = new URL(link.href, window.location.href)
  const kind = url.hash.slice(1)
  return url.pathname === window.location.pathname && offered.has(kind) ? (kind as VehicleEnquiryForm) : null
}

/**
 * The vehicle page's Enquire Now, Book a Test Drive, Request Photos and Find Me Something Similar
 * forms in dialogs: the page's buttons (links to `#enquire`, `#test-drive`, …) open them, as does
 * arriving with such an anchor. Loaded after the page is interactive; without JavaScript the
 * anchored sections of `CarEnquirySections` serve instead.
 */
export function CarEnquiryDialogs({ enquiry }: { readonly enquiry: CarEnquiryData }) {
  const { texts } = useTenant()
  const [open, setOpen] = useState<VehicleEnquiryForm | null>(null)
  useEffect(() => {
    const offered = new Set<string>(enquiry.forms.map((form) => form.kind))
    const anchored = window.location.hash.slice(1)
    if (offered.has(anchored)) setOpen(anchored as VehicleEnquiryForm)
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const kind = formOfLink(event.target, offered)
      if (kind === null) return
      event.preventDefault()
      setOpen(kind)
    }
    document.addEventListener("click", onClick)
    return () => document.removeEventListener("click", onClick)
  }, [enquiry])

  const close = () => {
    setOpen(null)
    if (window.location.hash) {
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search)
    }
  }
  const openForm = enquiry.forms.find((form) => form.kind === open) ?? null
  return (
    <>
      {openForm ? (
        <Dialog open onClose={close} title={carEnquiryTitle(openForm.kind, texts)} closeLabel={texts.formsDialogCloseLabel}>
          <CarEnquiryForm
            kind={openForm.kind}
            flow={openForm.flow}
            action={openForm.action}
            setup={openForm.setup}
            testDriveLocation={enquiry.testDriveLocation}
          />
        </Dialog>
      ) : null}
    </>
  )
}
