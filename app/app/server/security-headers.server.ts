/**
 * The security headers of a page: a Content-Security-Policy that runs only the site's own scripts
 * and inline scripts carrying this response's nonce (no `unsafe-inline` for scripts), that no
 * other site may frame; no MIME sniffing; the path only, never the query, as referrer to other
 * sites; and HSTS when the page came over HTTPS. Styles may be inline (React's `style`, Leaflet);
 * images may come from any HTTPS host (dealers' photo hosts, the map's tile server).
 *
 * @example
 * securityHeaders("r4nd0m", "https:") // { "Content-Security-Policy": "default-src 'self'; script-src 'self' 'nonce-r4nd0m'; ...", ... }
 */
export function securityHeaders(nonce: string, protocol: string): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'"
  ].join("; ")
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(protocol === "https:" ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {})
  }
}
