/**
 * The storage texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const storageTexts = {} as const
