/**
 * The gauge texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const gaugeTexts = { gaugeGoodDeal: "Good Deal", gaugeGreatDeal: "Great Deal" } as const
