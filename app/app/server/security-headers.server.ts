import { videoSourcePolicy } from "@dealer/core/media"

/**
 * The Content-Security-Policy of a page: only the site's own scripts and inline scripts carrying
 * this response's nonce run (no `unsafe-inline` for scripts), and no other site may frame it.
 * Styles may be inline (React's `style`, Leaflet); images may come from any HTTPS host (dealers'
 * photo hosts, the map's tile server); videos and their players only from the site and the
 * tenant's video hosts (`videoSourcePolicy`). The headers of every answer (nosniff, referrer
 * policy, HSTS over HTTPS) come from `server.js`.
 *
 * @example
 * pageSecurityHeaders("r4nd0m", tenant.media.video_hosts) // { "Content-Security-Policy": "default-src 'self'; script-src 'self' 'nonce-r4nd0m'; ..." }
 */
export function pageSecurityHeaders(nonce: string, videoHosts: ReadonlyArray<string>): Record<string, string> {
  const videos = videoSourcePolicy(videoHosts)
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    videos.frameSrc,
    videos.mediaSrc,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'"
  ].join("; ")
  return { "Content-Security-Policy": policy }
}
