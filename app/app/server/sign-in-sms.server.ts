/**
 * The text message carrying a sign-in code; the specification shows no wording for it.
 *
 * @example
 * signInCodeText("482913", "Metro Motor Group", 600_000)
 * // "482913 is your Metro Motor Group sign-in code. It expires in 10 minutes."
 */
export function signInCodeText(code: string, siteName: string, lifetimeMs: number): string {
  const minutes = Math.max(1, Math.round(lifetimeMs / 60_000))
  return `${code} is your ${siteName} sign-in code. It expires in ${minutes} minutes.`
}
