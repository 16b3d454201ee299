import type { EnquiryFormSetup, LeadPageContext, StoredUserDetails } from "@dealer/core/forms"
import { exampleTenant } from "@dealer/core/testing"
import { useEffect, useRef, type ReactNode } from "react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"

/** The page the form stories are sent from. */
export const storyPage: LeadPageContext = {
  url: "https://example-motors.example/contact",
  userAgent: "Ladle",
  car: null,
  dealershipId: 3,
  visitedPages: ["/"],
  linkedQueryParams: {},
  formCategory: null,
  formSubcategory: null
}

/** A returning visitor whose details prefill the contact fields. */
export const storyVisitor: StoredUserDetails = {
  name: "Jo",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412 345 678"
}

/** A General Enquiry form on the contact page. */
export function storyEnquirySetup(stored: StoredUserDetails | null, message = ""): EnquiryFormSetup {
  return {
    placement: {
      messageRequired: true,
      eventId: null,
      formCategory: "Vehicle Enquiry",
      locationShown: false,
      dealershipCount: 1
    },
    page: storyPage,
    stored,
    vehicle: null,
    message
  }
}

/** Calls that answer the way a story needs. */
export const answers = {
  never: () => new Promise<never>(() => undefined),
  networkDown: () => Promise.reject(new Error("Network down")),
  lead: async () => ({ lead_id: 812 }),
  refused: async () => ({ error: null }),
  done: async () => undefined
} as const

/** Runs `action` once, the first time `ready` holds: how a story drives a flow to the state it shows. */
export function useWhen(ready: boolean, action: () => void): void {
  const done = useRef(false)
  useEffect(() => {
    if (!ready || done.current) return
    done.current = true
    action()
  })
}

/** What the caller of a flow would do with its outcome: the alert it would show, the page it would open. */
export function StoryOutcome({
  alert,
  redirectTo
}: {
  readonly alert: string | null
  readonly redirectTo: string | null
}) {
  return (
    <>
      {alert ? <p data-story="alert">Browser alert: {alert}</p> : null}
      {redirectTo ? <p data-story="redirect">Navigating to {redirectTo}</p> : null}
    </>
  )
}

/** The example tenant around a story. */
export function StoryTenant({ children }: { readonly children: ReactNode }) {
  return <TenantProvider tenant={exampleTenant()}>{children}</TenantProvider>
}
