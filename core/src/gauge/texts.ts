/**
 * The gauge texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const gaugeTexts = {} as const
