// Apart from the schemas, so the site frame can check a banner link without loading Effect.
/** A path of the site or an http(s) address: never a script address, never a protocol-relative one. */
export const DEALER_HREF_PATTERN = /^\/$|^\/[^/]|^https?:\/\//
