import { describe, expect, it } from "vitest"
import { isInternalHostName, isPublicAddress } from "./public-address.server.ts"

describe("isPublicAddress", () => {
  it.each([
    ["93.184.215.14"],
    ["8.8.8.8"],
    ["1.1.1.1"],
    ["2606:4700:4700::1111"],
    ["2a00:1450:4001:80b::200e"],
    ["::ffff:93.184.215.14"],
    ["64:ff9b::808:808"]
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "IPv6 loopback"],
    ["10.1.2.3", "private (RFC 1918)"],
    ["172.16.0.1", "private (RFC 1918)"],
    ["172.31.255.255", "private (RFC 1918)"],
    ["192.168.1.1", "private (RFC 1918)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.100.100.200", "carrier-grade NAT (a cloud metadata address)"],
    ["169.254.169.254", "link-local, the metadata address"],
    ["169.254.0.1", "link-local"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["fc00::1", "unique-local"],
    ["fd00:ec2::254", "unique-local (a cloud metadata address)"],
    ["0.0.0.0", "unspecified"],
    ["::", "IPv6 unspecified"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "IPv6 multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "documentation"],
    ["198.51.100.1", "documentation"],
    ["203.0.113.9", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["2001:db8::1", "IPv6 documentation"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, hex"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata address"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["64:ff9b::7f00:1", "NAT64 of loopback"],
    ["::127.0.0.1", "IPv4-compatible loopback"],
    ["2002:7f00:1::1", "6to4"],
    ["2001:0:4136:e378::1", "Teredo"],
    ["fec0::1", "site-local"],
    ["localhost", "a name, not an address"],
    ["2130706433", "not an address in canonical form"],
    ["", "nothing"]
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })
})

describe("isInternalHostName", () => {
  it.each([
    "localhost",
    "LOCALHOST.",
    "photos.localhost",
    "metadata.google.internal",
    "metadata.google.internal.",
    "metadata.goog",
    "metadata",
    "instance-data",
    "instance-data.ec2.internal"
  ])("refuses %s by name", (name) => {
    expect(isInternalHostName(name)).toBe(true)
  })

  it("lets other names through to the address check", () => {
    expect(isInternalHostName("photos.dealer.example")).toBe(false)
    expect(isInternalHostName("localhost.dealer.example")).toBe(false)
  })
})
