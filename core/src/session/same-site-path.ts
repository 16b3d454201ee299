/** Longer targets are not pages of the site; refusing them keeps sign-in URLs sane. */
const MAX_PATH_LENGTH = 2048
/** Control characters and backslashes, which a browser strips or reads as "/" ("/\evil.com" is "//evil.com"). */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/
/** Characters a browser removes anywhere in a URL before reading it. */
const STRIPPED_BY_BROWSERS = /[\t\n\r]/g
/** A surrogate half without its other half: no UTF-8 spelling, so no URL can carry it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** What an HTTP header may not carry as is: spaces, and anything outside printable ASCII. */
const NOT_HEADER_SAFE = /[^\x21-\x7e]+/gu

function decodedOnce(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

const startsAsLocalPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\")

/**
 * True when a redirect target is a path on this same site, never another host: it starts with a
 * single "/", holds no control characters or backslashes, and still starts as a local path after
 * one more round of percent-decoding (some servers decode again), so "/%2F%2Fevil.com" is refused.
 *
 * @example
 * import { isSameSitePath } from "@dealer/core/session"
 *
 * isSameSitePath("/cars/2022-toyota-hilux/checkout?step=2") // => true
 * isSameSitePath("//evil.example")                         // => false
 * isSameSitePath("https://evil.example")                   // => false
 */
export function isSameSitePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_LENGTH) return false
  if (!startsAsLocalPath(path) || UNSAFE_CHARACTERS.test(path) || UNPAIRED_SURROGATE.test(path)) return false
  const decoded = decodedOnce(path)
  return decoded !== null && startsAsLocalPath(decoded.replace(STRIPPED_BY_BROWSERS, ""))
}

/**
 * Where a redirect may send the visitor: `path` when it is a same-site path (`isSameSitePath`),
 * else `fallback`; spaces and characters outside ASCII are percent-encoded (UTF-8), so the
 * answer can always stand in a `Location` header. Percent escapes already there are kept.
 *
 * @example
 * import { sameSiteRedirect } from "@dealer/core/session"
 *
 * sameSiteRedirect("/车")               // => "/%E8%BD%A6"
 * sameSiteRedirect("//evil.example")    // => "/"
 * sameSiteRedirect(null, "/watchlist")  // => "/watchlist"
 */
export function sameSiteRedirect(path: string | null, fallback = "/"): string {
  if (path === null || !isSameSitePath(path)) return fallback
  return path.replace(NOT_HEADER_SAFE, (characters) => encodeURIComponent(characters))
}
