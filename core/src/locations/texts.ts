/**
 * The locations texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const locationsTexts = {} as const
