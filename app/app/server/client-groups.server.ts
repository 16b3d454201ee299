import ipaddr from "ipaddr.js"

/** What a client's requests are counted under: the client itself, and the network it sends from. */
export interface ClientGroups {
  readonly client: string
  readonly network: string
}

const prefixOf = (bytes: ReadonlyArray<number>, bits: number): string =>
  bytes
    .slice(0, bits / 8)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")

/**
 * The keys a client address is limited under: an IPv4 address is one client in its /24; an IPv6
 * client is its /64 (one household or phone holds a whole /64, so counting single addresses would
 * give it billions of allowances) in its /48. An IPv4-mapped IPv6 address counts as the IPv4 one.
 * Text that is no address (a test's `unknown`) is its own client and network.
 *
 * @example
 * clientGroups("203.0.113.9") // { client: "v4:203.0.113.9", network: "v4:203.0.113" }
 * clientGroups("2001:db8:1:2::9") // { client: "v6:20010db800010002", network: "v6:20010db80001" }
 */
export function clientGroups(address: string): ClientGroups {
  if (!ipaddr.isValid(address)) return { client: `other:${address}`, network: `other:${address}` }
  const parsed = ipaddr.process(address)
  const bytes = parsed.toByteArray()
  if (parsed.kind() === "ipv4") return { client: `v4:${bytes.join(".")}`, network: `v4:${bytes.slice(0, 3).join(".")}` }
  return { client: `v6:${prefixOf(bytes, 64)}`, network: `v6:${prefixOf(bytes, 48)}` }
}
