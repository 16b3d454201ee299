import { fillText, type Texts } from "@dealer/core"

/**
 * The text message carrying a sign-in code, in the tenant's words (`apiSignInSms`; the
 * specification shows no wording for it).
 *
 * @example
 * signInCodeText(tenant.texts, "482913", "Metro Motor Group", 300_000)
 * // "482913 is your Metro Motor Group sign-in code. It expires in 5 minutes."
 */
export function signInCodeText(texts: Texts, code: string, siteName: string, lifetimeMs: number): string {
  const minutes = String(Math.max(1, Math.round(lifetimeMs / 60_000)))
  return fillText(texts.apiSignInSms, { code, site: siteName, minutes })
}
