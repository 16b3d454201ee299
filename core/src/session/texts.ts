/**
 * The session texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const sessionTexts = {} as const
