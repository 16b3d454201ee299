import { ApiError } from "./api-error.server.ts"
import { apiMessages } from "./api-messages.server.ts"

/**
 * Whether a state-changing request comes from the site itself. Browsers send `Sec-Fetch-Site`
 * (and `Origin` on every POST): `same-origin` (or `none`, typed by the user) passes; `same-site`
 * does not, since each tenant is its own site under one domain. Without `Sec-Fetch-Site`, the
 * `Origin` host must be the request's host (the scheme may differ behind a TLS-terminating proxy).
 * A request with neither header does not come from a browser page; it passes only when
 * `allowWithoutOrigin` is set (development and tests).
 *
 * @example
 * isSameOriginRequest(request, { allowWithoutOrigin: false })
 */
export function isSameOriginRequest(request: Request, options: { readonly allowWithoutOrigin: boolean }): boolean {
  const fetchSite = request.headers.get("sec-fetch-site")?.trim().toLowerCase()
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none"
  const origin = request.headers.get("origin")?.trim()
  if (!origin) return options.allowWithoutOrigin
  if (origin === "null") return false
  try {
    const host = request.headers.get("host") ?? new URL(request.url).host
    return new URL(origin).host.toLowerCase() === host.toLowerCase()
  } catch {
    return false
  }
}

/**
 * Refuses a cross-site state-changing request with 403 `cross_site`.
 *
 * @example
 * requireSameOrigin(request, settings)
 */
export function requireSameOrigin(request: Request, options: { readonly allowWithoutOrigin: boolean }): void {
  if (!isSameOriginRequest(request, options)) throw new ApiError(403, "cross_site", apiMessages.crossSite)
}
