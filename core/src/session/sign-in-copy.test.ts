import { describe, expect, it } from "vitest"
import { defaultTexts, resolveTexts } from "../tenant/texts.ts"
import { signInCopy } from "./sign-in-copy.ts"
import { SignInType } from "./sign-in-type.ts"

describe("signInCopy", () => {
  it("gives every sign-in type its own heading and sentence", () => {
    const copies = SignInType.literals.map((type) => signInCopy(type, defaultTexts))
    expect(new Set(copies.map((copy) => copy.title)).size).toBe(SignInType.literals.length)
    expect(new Set(copies.map((copy) => copy.intro)).size).toBe(SignInType.literals.length)
    for (const copy of copies) expect(copy.title).not.toBe(defaultTexts.signInTitle)
  })

  it("words each type for what the visitor came to do", () => {
    expect(signInCopy("checkout", defaultTexts)).toEqual({
      title: "Sign In to Reserve This Car",
      intro: "Sign in with your mobile number to reserve this car online with a refundable deposit."
    })
    expect(signInCopy("watchlist", defaultTexts).intro).toBe(
      "Sign in with your mobile number to save cars to your watchlist."
    )
    expect(signInCopy("spin-to-win", defaultTexts).title).toBe("Sign In to Spin to Win")
    expect(signInCopy("online-payment", defaultTexts).title).toBe("Sign In to Pay Online")
    expect(signInCopy("my-garage", defaultTexts).title).toBe("Sign In to Your Garage")
    expect(signInCopy("finance", defaultTexts).title).toBe("Sign In to Apply for Finance")
  })

  it("keeps the general heading and sentence without a type", () => {
    expect(signInCopy(null, defaultTexts)).toEqual({ title: "Sign In", intro: defaultTexts.signInIntro })
  })

  it("uses the tenant's own words where it overrides them", () => {
    const texts = resolveTexts({ signInTitleCheckout: "Sign in to buy online", signInIntro: "Welcome back." })
    expect(signInCopy("checkout", texts).title).toBe("Sign in to buy online")
    expect(signInCopy(null, texts).intro).toBe("Welcome back.")
  })
})
