import fc from "fast-check"

/** One megabyte of text: past every body limit. */
export const MEGABYTE_TEXT = "x".repeat(1024 * 1024)

/** Characters that trip up text handling: NUL, lone surrogates, direction marks, zero-width ones. */
export const ODD_CHARACTERS = [
  "\u0000",
  "\u0007",
  "\uD800",
  "\uDFFF",
  "\u202E",
  "\u200F",
  "\u200B",
  "\u200D",
  "\uFEFF",
  "\uFFFF",
  "\u0301",
  "💥",
  "Å",
  "\n",
  "\r\n",
  "\\",
  '"',
  "%",
  "'"
] as const

/** Keys an object merge can be fooled by. */
export const DANGEROUS_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"] as const

const numberLikeTexts = ["NaN", "-NaN", "Infinity", "-Infinity", "1e309", "-1e309", "0x1F", "1_000", "0.1e-400", "-0"]

const oddText = fc.string({ unit: fc.constantFrom(...ODD_CHARACTERS, "a", "1", " "), maxLength: 24 })

/** Texts that are wrong in most places: number-like words, injections, odd Unicode, long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "%E0%A4%A",
    "0412345678",
    "jo@example.com",
    ...numberLikeTexts,
    ...DANGEROUS_KEYS
  ),
  oddText,
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.integer({ min: 1, max: 3 }).map((kilobytes) => "é".repeat(kilobytes * 512))
)

/** Numbers at the edges: negative, fractional, past the safe integers and any column's range. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, -2_147_483_649, 2_147_483_648, 2 ** 53, 2 ** 63, 1e20, -1e20, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true })
)

/** A JSON scalar of any type, usually not the one a field expects. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false),
  hostileNumber,
  hostileText
)

/** An object key: the dangerous ones, odd texts, empty and dotted paths. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...DANGEROUS_KEYS, "", "a.b", "0", "length", "userData", "lead_id", "id", "car_id"),
  oddText
)

/**
 * A JSON object as text from its entries, so `__proto__` arrives as a key the way an attacker
 * sends it (a JavaScript object literal would set the prototype instead).
 */
export function objectText(entries: ReadonlyArray<readonly [string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(",")}}`
}

/** A value nested `depth` times, in objects or arrays. */
export function deeplyNested(depth: number, kind: "object" | "array"): string {
  return kind === "object" ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}1${"]".repeat(depth)}`
}

/** A JSON text: a `JsonText` stays as it is, everything else is stringified. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The JSON text of a value that may hold `JsonText` parts. */
export function jsonText(value: unknown): string {
  if (value instanceof JsonText) return value.text
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`
  if (value !== null && typeof value === "object") return objectText(Object.entries(value))
  return JSON.stringify(value) ?? "null"
}

/** Any JSON value, with objects keyed by hostile keys, arrays and deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: hostileScalar, weight: 6 },
    { arbitrary: fc.array(tie("value"), { maxLength: 4 }), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 })
        .map((entries) => new JsonText(objectText(entries))),
      weight: 1
    },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 50, max: 20_000 }), fc.constantFrom("object" as const, "array" as const))
        .map(([depth, kind]) => new JsonText(deeplyNested(depth, kind))),
      weight: 1
    }
  )
})).value

/** A request body: its bytes and Content-Type. */
export interface HostileBody {
  readonly bytes: Uint8Array
  readonly contentType: string
  /** What it is, for failure reports. */
  readonly label: string
}

const utf8 = (text: string) => new TextEncoder().encode(text)

const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x00]
].map((bytes) => new Uint8Array(bytes))

const splice = (text: Uint8Array, at: number, inserted: Uint8Array) => {
  const position = Math.min(at, text.length)
  return new Uint8Array([...text.subarray(0, position), ...inserted, ...text.subarray(position)])
}

const jsonBody = (text: string, label: string, contentType = "application/json"): HostileBody => ({
  bytes: utf8(text),
  contentType,
  label: `${label}: ${text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text}`
})

/**
 * Malformed bodies made from a call's valid one: fields dropped, replaced by values of the wrong
 * type, extra (dangerous) keys, a whole body of the wrong type, 1 MB strings, invalid UTF-8 bytes,
 * broken JSON and wrong content types.
 */
export function hostileBody(valid: Readonly<Record<string, unknown>>): fc.Arbitrary<HostileBody> {
  const keys = Object.keys(valid)
  const field = keys.length > 0 ? fc.constantFrom(...keys) : hostileKey
  const mutated = fc
    .record({
      dropped: fc.subarray(keys),
      replaced: fc.array(fc.tuple(field, hostileValue), { maxLength: 3 }),
      extra: fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 3 })
    })
    .map(({ dropped, replaced, extra }) => {
      const entries = new Map<string, unknown>(Object.entries(valid).filter(([key]) => !dropped.includes(key)))
      for (const [key, value] of replaced) entries.set(key, value)
      return jsonBody(objectText([...entries, ...extra]), "mutated")
    })
  const nested = fc
    .tuple(field, fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 }))
    .map(([key, inner]) => {
      const current = valid[key]
      const base = current !== null && typeof current === "object" && !Array.isArray(current) ? Object.entries(current) : []
      return jsonBody(objectText([...Object.entries(valid).filter(([k]) => k !== key), [key, new JsonText(objectText([...base, ...inner]))]]), "nested")
    })
  const wrongWhole = hostileValue.map((value) => jsonBody(jsonText(value), "whole body"))
  const huge = fc
    .tuple(field, fc.constantFrom("string", "array"))
    .map(([key, kind]) =>
      jsonBody(
        objectText([...Object.entries(valid), [key, kind === "string" ? MEGABYTE_TEXT : new JsonText(`[${"1,".repeat(300_000)}1]`)]]),
        "huge"
      )
    )
  const invalidBytes = fc
    .tuple(fc.constantFrom(...INVALID_UTF8), fc.nat())
    .map(([bytes, at]) => {
      const text = utf8(JSON.stringify(valid))
      // Inside the first string value when there is one, else anywhere.
      const firstString = JSON.stringify(valid).indexOf(':"')
      const position = firstString >= 0 ? firstString + 2 : at % (text.length + 1)
      return { bytes: splice(text, position, bytes), contentType: "application/json", label: `invalid UTF-8 ${[...bytes]}` }
    })
  const brokenJson = fc
    .tuple(fc.nat(), fc.constantFrom("", "\uFEFF", "{", "]", ",", "/*", "NaN", "'"))
    .map(([cut, noise]) => {
      const text = JSON.stringify(valid)
      return jsonBody(noise + text.slice(0, cut % (text.length + 1)), "broken JSON")
    })
  const wrongType = fc
    .constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "", "application/jsonx", "json")
    .map((contentType) => jsonBody(JSON.stringify(valid), `content type ${contentType}`, contentType))
  return fc.oneof(
    { arbitrary: mutated, weight: 8 },
    { arbitrary: nested, weight: 3 },
    { arbitrary: wrongWhole, weight: 3 },
    { arbitrary: huge, weight: 1 },
    { arbitrary: invalidBytes, weight: 2 },
    { arbitrary: brokenJson, weight: 2 },
    { arbitrary: wrongType, weight: 1 }
  )
}

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const percentEncoded = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) =>
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x2d
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`
    )
    .join("")

const queryValue: fc.Arbitrary<string> = fc.oneof(
  hostileText,
  hostileNumber.map(String),
  fc.constantFrom("1-", "-1", "1-2-3", "a-b", "99999999999999999999", "2026-02-30", "0000-00-00", "10000-50000")
)

/**
 * A query string of hostile values for a call's own parameters and some others (repeated,
 * empty, without `=`, raw malformed escapes), up to a few kilobytes.
 */
export function hostileQuery(parameters: ReadonlyArray<string>): fc.Arbitrary<string> {
  const name = parameters.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...parameters), weight: 4 }, hostileKey) : hostileKey
  const pair = fc.oneof(
    { arbitrary: fc.tuple(name, queryValue).map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`), weight: 8 },
    { arbitrary: name.map(percentEncoded), weight: 1 },
    { arbitrary: fc.tuple(name, fc.constantFrom("%", "%G1", "%ff%fe", "%E0%A4%A", "%C0%80", "%00", "%ED%A0%80")).map(([key, raw]) => `${percentEncoded(key)}=${raw}`), weight: 1 }
  )
  // Node refuses request lines over 16 KB itself (431) before any route sees them.
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join("&").slice(0, 8000).replace(/%[0-9A-F]?$/i, ""))
}
