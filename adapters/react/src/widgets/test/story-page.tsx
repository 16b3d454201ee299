import { exampleTenant } from "@dealer/core/testing"
import { useEffect, type ReactNode } from "react"
import { TenantProvider } from "../../tenant/tenant-provider.tsx"
import { ToastProvider } from "../toast-provider.tsx"
import { ToastRegion } from "../toast-region.tsx"

/** The example tenant of the stories: a site URL and a primary location in Southport. */
export const storyTenant = exampleTenant({
  url: "https://example-motors.com.au",
  gauge: { autogauge_plugin: true },
  locations: [
    {
      id: 21,
      name: "Southport",
      slug: "southport",
      primary: true,
      dealership_id: 221,
      dealership_slug: "example-motors",
      address: { city: "Southport", state: "QLD", postcode: "4215", lat: -27.967, long: 153.4 }
    },
    {
      id: 22,
      name: "Robina",
      slug: "robina",
      dealership_id: 222,
      dealership_slug: "example-motors",
      address: { city: "Robina", state: "QLD", postcode: "4226", lat: -28.078, long: 153.385 }
    },
    {
      id: 23,
      name: "Brisbane",
      slug: "brisbane",
      dealership_id: 223,
      dealership_slug: "example-motors",
      address: { city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.025 }
    }
  ]
})

/** A story's page: the example tenant, the toast flow and its region. */
export function StoryPage({ children }: { readonly children: ReactNode }) {
  return (
    <TenantProvider tenant={storyTenant}>
      <ToastProvider>
        {children}
        <ToastRegion className="toast-region" />
      </ToastProvider>
    </TenantProvider>
  )
}

/** Runs a command once when the story mounts, to show the state a shopper's action leads to. */
export function useOnMount(command: () => void): void {
  useEffect(command, [])
}

/** A service call that never answers: the flow shows its loading state. */
export const never = <T,>(): Promise<T> => new Promise<T>(() => undefined)
