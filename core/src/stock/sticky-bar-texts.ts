/**
 * The vehicle page's sticky bottom bar (document 001, section 2: "Reserve Car Now, Enquire Now or
 * Instant Message, Call Now"), verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const stickyBarTexts = {
  stickyBarLabel: "Quick actions",
  stickyBarReserve: "Reserve Car Now",
  stickyBarEnquire: "Enquire Now",
  stickyBarInstantMessage: "Instant Message",
  stickyBarCall: "Call Now"
} as const
