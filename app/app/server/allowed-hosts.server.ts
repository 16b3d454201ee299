import { isIP } from "node:net"
import ipaddr from "ipaddr.js"

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/

/**
 * One spelling per host: lower case, no brackets or final dot; an IP address in its canonical
 * form, an IPv4-mapped IPv6 address as the IPv4 address it carries (the same host).
 */
function hostKey(host: string): string {
  const bare = host
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase()
  return isIP(bare) !== 0 && ipaddr.isValid(bare) ? ipaddr.process(bare).toString() : bare
}

/**
 * The host names and IP addresses of a comma-separated list (an environment variable named
 * `name`), each in one spelling; an entry that is neither (a URL, a port, a range) stops the start
 * with the variable's name.
 *
 * @example
 * allowedHostsFromText(" 127.0.0.1, CRM.Dealer.internal., [::1]", "LEAD_WEBHOOK_ALLOWED_HOSTS")
 * // ["127.0.0.1", "crm.dealer.internal", "::1"]
 */
export function allowedHostsFromText(text: string | undefined, name: string): ReadonlyArray<string> {
  const entries = (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  return entries.map((entry) => {
    const key = hostKey(entry)
    if (isIP(key) === 0 && !HOST_NAME.test(key)) {
      throw new Error(`${name} must list host names or IP addresses separated by commas, not "${entry}"`)
    }
    return key
  })
}

/**
 * Whether a host (a URL's host name, or an address a name resolved to) is on the list, however
 * it is spelt.
 *
 * @example
 * const allowed = hostAllowList(["127.0.0.1", "crm.dealer.internal"])
 * allowed("::ffff:127.0.0.1") // true
 * allowed("10.0.0.5") // false
 */
export function hostAllowList(hosts: ReadonlyArray<string>): (host: string) => boolean {
  const keys = new Set(hosts.map(hostKey))
  return (host) => keys.size > 0 && keys.has(hostKey(host))
}
