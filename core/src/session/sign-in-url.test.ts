import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isSameSitePath } from "./same-site-path.ts"
import { parseSignInUrl, signInRequestFromParams, signInUrl, type SignInRequest } from "./sign-in-url.ts"
import { SignInType } from "./sign-in-type.ts"

const SITE = "https://example-motors.com.au"

const segment = fc.string({
  unit: fc.constantFrom(..."abcXYZ019-_.~!$&'()*+,;=:@%?# é漢"),
  minLength: 1,
  maxLength: 12
})
const sameSitePath = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 4 }), fc.option(segment, { nil: null }))
  .map(([segments, query]) => `/${segments.join("/")}${query === null ? "" : `?${query}`}`)
  .filter(isSameSitePath)
const signInRequest: fc.Arbitrary<SignInRequest> = fc.record({
  type: fc.constantFrom(...SignInType.literals),
  redirect: sameSitePath,
  back: fc.option(sameSitePath, { nil: null })
})

describe("signInUrl", () => {
  it("builds /sign-in?type=…&redirect=…&back=…", () => {
    expect(signInUrl({ type: "checkout", redirect: "/cars/hilux-t1234/checkout", back: "/cars/hilux-t1234" })).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2Fhilux-t1234%2Fcheckout&back=%2Fcars%2Fhilux-t1234"
    )
    expect(signInUrl({ type: "car-finance", redirect: "/personalised/finance?car_id=12", back: null })).toBe(
      "/sign-in?type=car-finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D12"
    )
  })

  it("never writes an external target into the URL", () => {
    expect(signInUrl({ type: "watchlist", redirect: "//evil.example", back: "https://evil.example" })).toBe(
      "/sign-in?type=watchlist&redirect=%2F"
    )
  })

  it("reads the same way through the platform's URLSearchParams", () => {
    const url = new URL(signInUrl({ type: "my-garage", redirect: "/my-garage?tab=cars&x=1", back: "/" }), SITE)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: "my-garage",
      redirect: "/my-garage?tab=cars&x=1",
      back: "/"
    })
  })
})

describe("parseSignInUrl", () => {
  it("reads a sign-in URL back", () => {
    expect(parseSignInUrl("/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fsearch%2Fused-cars")).toEqual(
      Result.succeed({ type: "watchlist", redirect: "/cars/x", back: "/search/used-cars" })
    )
    expect(parseSignInUrl("/sign-in/?redirect=/finance&type=finance&utm_source=%zz")).toEqual(
      Result.succeed({ type: "finance", redirect: "/finance", back: null })
    )
  })

  it("refuses what it cannot follow safely, naming why", () => {
    expect(parseSignInUrl("/login?type=finance&redirect=%2F")).toEqual(Result.fail({ kind: "not-sign-in-page" }))
    expect(parseSignInUrl("/sign-in?redirect=%2F")).toEqual(Result.fail({ kind: "missing-type" }))
    expect(parseSignInUrl("/sign-in?type=admin&redirect=%2F")).toEqual(
      Result.fail({ kind: "unknown-type", value: "admin" })
    )
    expect(parseSignInUrl("/sign-in?type=finance")).toEqual(Result.fail({ kind: "missing-redirect" }))
    expect(parseSignInUrl("/sign-in?type=finance&redirect=https%3A%2F%2Fevil.example")).toEqual(
      Result.fail({ kind: "unsafe-redirect", value: "https://evil.example" })
    )
    expect(parseSignInUrl("/sign-in?type=finance&redirect=%2F&back=%2F%2Fevil.example")).toEqual(
      Result.fail({ kind: "unsafe-back", value: "//evil.example" })
    )
    expect(parseSignInUrl("/sign-in?type=finance&redirect=%E0%A4%A")).toEqual(
      Result.fail({ kind: "malformed", param: "redirect" })
    )
  })

  it("round-trips every request built from same-site paths", () => {
    fc.assert(
      fc.property(signInRequest, (request) => {
        expect(parseSignInUrl(signInUrl(request))).toEqual(Result.succeed(request))
        const params = new URL(signInUrl(request), SITE).searchParams
        expect(signInRequestFromParams(params)).toEqual(Result.succeed(request))
      }),
      { numRuns: 1000 }
    )
  })

  it("never lets an external redirect or back page survive parsing", () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.string().map((rest) => `/${rest}`),
      sameSitePath,
      fc
        .constantFrom("//", "/\\", "\\\\", "https://", "http:", "/\t/", "/%2f%2f", "/%5c", "javascript:", " //")
        .chain((prefix) => fc.string({ maxLength: 20 }).map((rest) => `${prefix}evil.example${rest}`))
    )
    const encodeSometimes = fc
      .tuple(hostile, fc.boolean())
      .map(([raw, encode]) => (encode ? encodeURIComponent(raw) : raw))
    let survived = 0
    fc.assert(
      fc.property(encodeSometimes, encodeSometimes, (redirect, back) => {
        const parsed = parseSignInUrl(`/sign-in?type=watchlist&redirect=${redirect}&back=${back}`)
        if (Result.isFailure(parsed)) return
        survived += 1
        for (const target of [parsed.success.redirect, parsed.success.back ?? "/"]) {
          expect(new URL(target, SITE).origin).toBe(SITE)
          expect(new URL(decodeURIComponent(target), SITE).origin).toBe(SITE)
        }
      }),
      { numRuns: 2000 }
    )
    expect(survived).toBeGreaterThan(100)
  })
})
