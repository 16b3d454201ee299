/**
 * @dealer/react: React bindings over core's statecharts. A `TenantProvider` and one hook per flow
 * (`useMachine` plus the flow's `connect`); side effects come in as services from the caller.
 */
export { PhoneRevealButton } from "./phone-reveal/phone-reveal-button.tsx"
export { usePhoneReveal, type PhoneRevealServices } from "./phone-reveal/use-phone-reveal.ts"
export { TenantProvider, useTenant } from "./tenant/tenant-provider.tsx"
