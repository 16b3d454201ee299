const collapseSlashes = (text: string) => text.replace(/\/{2,}/g, "/")

/**
 * The absolute URL of a page of the site, for sharing: trailing slashes of the site URL are stripped
 * and repeated slashes collapsed, so there is never a double slash after the host. Sharing needs the
 * site URL: without one (missing or blank) the result is null.
 *
 * @example
 * import { sitePageUrl } from "@dealer/core/share"
 *
 * sitePageUrl("https://acme.com.au/", "/cars/2022-toyota-hilux") // => "https://acme.com.au/cars/2022-toyota-hilux"
 * sitePageUrl(undefined, "/cars/x") // => null
 */
export function sitePageUrl(siteUrl: string | null | undefined, path: string): string | null {
  const site = /^([a-z][a-z0-9+.-]*:\/\/)?(.*)$/is.exec(siteUrl?.trim() ?? "")
  const host = collapseSlashes(site?.[2] ?? "").replace(/\/+$/, "")
  if (!host) return null
  const [, pathname = "", suffix = ""] = /^([^?#]*)(.*)$/s.exec(path.trim()) ?? []
  const cleanPath = collapseSlashes(`/${pathname}`).replace(/^\/$/, "")
  return `${site?.[1] ?? ""}${host}${cleanPath}${suffix}`
}
