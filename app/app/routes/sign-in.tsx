import { fillText, isSameSitePath, isSignInType, sameSiteRedirect, signInCopy, signInRequestFromParams, pageTitle } from "@dealer/core"
import { Result } from "effect"
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { apiErrorMessage, callApiAction } from "../components/saved/api-proxy.server.ts"
import { pageSession } from "../components/saved/shopper-session.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { action as requestCodeAction } from "./api/auth-code.ts"
import { action as verifyCodeAction } from "./api/auth-verify.ts"
import { FORM_TOKEN_FIELD, formIdempotencyKey } from "../server/form-idempotency.server.ts"
import { postedEntries } from "../server/wizard-step-action.server.ts"
import { FormToken } from "../components/form-token.tsx"
import { pageTexts } from "../server/page-tenant.server.ts"
import { usePageTexts } from "../components/page-tenant.tsx"
import "../styles/saved.css"

/**
 * Where to go after signing in: the request's `redirect` when it is a same-site path, else home
 * (as a `Location` can carry it: "/车" is "/%E8%BD%A6").
 */
function signInTargets(url: URL) {
  const request = signInRequestFromParams(url.searchParams)
  if (Result.isSuccess(request)) return { redirect: sameSiteRedirect(request.success.redirect), back: request.success.back }
  const back = url.searchParams.get("back")
  return { redirect: "/", back: back !== null && isSameSitePath(back) ? back : null }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const url = new URL(request.url)
  const targets = signInTargets(url)
  if ((await pageSession(request, tenant, services)) !== null) throw redirect(targets.redirect)
  // The heading and sentence say why the visitor is here (the URL's type), in the tenant's words.
  const type = url.searchParams.get("type")
  const copy = signInCopy(type !== null && isSignInType(type) ? type : null, tenant.texts)
  return { texts: pageTexts(tenant), copy, siteName: tenant.name, back: targets.back }
}

type SignInStep = { readonly step: "phone" | "code"; readonly phone: string; readonly error: string | null }

/** Phone, then code: each step runs the platform API's own action (`/api/auth/code`, `/api/auth/verify`). */
export async function action(args: ActionFunctionArgs): Promise<SignInStep | Response> {
  const { tenant } = await requireTenant(args.request)
  const form = await postedEntries(args.request, tenant.texts)
  const phone = (form.phone ?? "").trim()
  if (form.intent === "verify") {
    const code = (form.code ?? "").trim()
    const answer = await callApiAction(verifyCodeAction, args, "/api/auth/verify", { phone, code })
    if (!answer.ok) return { step: "code", phone, error: await apiErrorMessage(answer, tenant.texts.unexpectedError) }
    const cookie = answer.headers.get("Set-Cookie")
    return redirect(signInTargets(new URL(args.request.url)).redirect, cookie ? { headers: { "Set-Cookie": cookie } } : undefined)
  }
  // A double submit sends one text message.
  const key = formIdempotencyKey(args, "/api/auth/code", { phone }, form[FORM_TOKEN_FIELD])
  const answer = await callApiAction(requestCodeAction, args, "/api/auth/code", { phone }, key)
  if (!answer.ok) return { step: "phone", phone, error: await apiErrorMessage(answer, tenant.texts.unexpectedError) }
  return { step: "code", phone, error: null }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.copy.title], page?.siteName) }
]

export default function SignInPage() {
  const { texts: sentTexts, copy, back } = useLoaderData<typeof loader>()
  const texts = usePageTexts(sentTexts)
  const step = useActionData<typeof action>() as SignInStep | undefined
  const busy = useNavigation().state === "submitting"
  const onCode = step?.step === "code"
  return (
    <main className="saved saved--narrow">
      <h1>{copy.title}</h1>
      <Form method="post" className="sign-in-form" aria-busy={busy}>
        <FormToken />
        {onCode ? (
          <>
            <p role="status">{fillText(texts.signInCodeSent, { phone: step.phone })}</p>
            <input type="hidden" name="phone" value={step.phone} />
            <label htmlFor="sign-in-code">{texts.signInCodeLabel}</label>
            <input
              id="sign-in-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              autoFocus
              aria-invalid={step.error !== null}
              aria-describedby={step.error ? "sign-in-error" : undefined}
            />
            <button type="submit" name="intent" value="verify" className="button" disabled={busy}>
              {texts.signInVerify}
            </button>
          </>
        ) : (
          <>
            <p>{copy.intro}</p>
            <label htmlFor="sign-in-phone">{texts.signInPhoneLabel}</label>
            <input
              id="sign-in-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              defaultValue={step?.phone ?? ""}
              aria-invalid={Boolean(step?.error)}
              aria-describedby={step?.error ? "sign-in-error" : undefined}
            />
            <button type="submit" name="intent" value="code" className="button" disabled={busy}>
              {texts.signInSendCode}
            </button>
          </>
        )}
        {step?.error && (
          <p id="sign-in-error" role="alert" className="saved__error">
            {step.error}
          </p>
        )}
      </Form>
      {back && (
        <p>
          <Link to={back}>{texts.signInBack}</Link>
        </p>
      )}
    </main>
  )
}
