import { isIP } from "node:net"
import ipaddr from "ipaddr.js"

// Cloud instance metadata services answer with credentials to whoever asks from inside.
const INTERNAL_HOST_NAMES = new Set([
  "localhost",
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal"
])

// Ranges ipaddr.js 1.9 calls unicast that no public host lives in.
const BENCHMARKING_V4 = ipaddr.IPv4.parseCIDR("198.18.0.0/15")
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3")
const PROTOCOL_ASSIGNMENTS_V6 = ipaddr.IPv6.parseCIDR("2001::/23")

function isPublicV4(address: ipaddr.IPv4): boolean {
  return address.range() === "unicast" && !address.match(BENCHMARKING_V4)
}

/** The IPv4 address in the last 32 bits (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`). */
function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high = 0, low = 0] = address.parts.slice(6)
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
}

function isPublicV6(address: ipaddr.IPv6): boolean {
  if (address.zoneId !== undefined) return false
  if (address.isIPv4MappedAddress() || address.range() === "rfc6052") return isPublicV4(embeddedV4(address))
  // Only the global unicast block, without tunnels (6to4, Teredo) and documentation addresses.
  return address.match(GLOBAL_UNICAST_V6) && !address.match(PROTOCOL_ASSIGNMENTS_V6) && address.range() === "unicast"
}

/**
 * Whether an IP address (as DNS answers it or a URL normalises it) is one of the public
 * internet's: not loopback, private (RFC 1918), carrier-grade NAT, link-local (the metadata
 * address 169.254.169.254 included), unique-local, unspecified, multicast, broadcast, reserved,
 * nor an IPv6 address carrying one of those. Anything that is not an IP address is not public.
 *
 * @example
 * isPublicAddress("93.184.215.14") // true
 * isPublicAddress("::ffff:127.0.0.1") // false
 */
export function isPublicAddress(address: string): boolean {
  // ipaddr.js also reads non-canonical IPv4 ("127.1"); Node's check keeps to the forms sockets use.
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return false
  const parsed = ipaddr.parse(address)
  return parsed instanceof ipaddr.IPv4 ? isPublicV4(parsed) : isPublicV6(parsed)
}

/**
 * Whether a host name names this machine or a cloud metadata service, whatever DNS says of it.
 *
 * @example
 * isInternalHostName("metadata.google.internal.") // true
 * isInternalHostName("photos.dealer.example") // false
 */
export function isInternalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "")
  return INTERNAL_HOST_NAMES.has(name) || name.endsWith(".localhost")
}
