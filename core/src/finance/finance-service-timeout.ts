/**
 * How long a finance flow waits for an injected service (quote, disclaimer, analytics) before it
 * carries on without it, so no flow is ever left loading.
 *
 * @example
 * import { financeServiceTimeoutMs } from "@dealer/core/finance"
 *
 * financeServiceTimeoutMs // => 15000
 */
export const financeServiceTimeoutMs = 15_000
