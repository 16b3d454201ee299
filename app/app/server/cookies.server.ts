/**
 * The value of one cookie of a request, or null.
 *
 * @example
 * requestCookie(request, "dealer_session") // "k3J..." | null
 */
export function requestCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = part.indexOf("=")
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  readonly maxAgeSeconds: number
  readonly secure: boolean
}

/**
 * A `Set-Cookie` value the page's scripts cannot read (HttpOnly), sent with same-site requests and
 * top-level navigations only (SameSite=Lax), for the whole site, `Secure` in production.
 *
 * @example
 * setCookie("dealer_session", token, { maxAgeSeconds: 2_592_000, secure: true })
 */
export function setCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : [])
  ].join("; ")
}
