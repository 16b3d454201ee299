import { SPIN_TO_WIN_PATH, signInUrl, pageTitle } from "@dealer/core"
import {
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction
} from "react-router"
import { SpinToWinPanel } from "../components/gated/spin-to-win-panel.tsx"
import { apiErrorMessage, callApiAction } from "../components/saved/api-proxy.server.ts"
import { requireSpinCampaign, spinToWinPage } from "../server/spin-to-win.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { action as spinAction } from "./api/spin-to-win.ts"
import "../styles/gated-pages.css"

/** Spin to Win: the tenant's campaign (404 without one), behind sign-in where the tenant gates it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  return spinToWinPage(request, tenant, services)
}

/** Spinning runs the platform API's own call; a signed-out visitor is sent to sign-in first. */
export async function action(args: ActionFunctionArgs): Promise<{ readonly error: string } | Response> {
  const { tenant } = await requireTenant(args.request)
  requireSpinCampaign(tenant)
  const answer = await callApiAction(spinAction, args, "/api/spin-to-win", {})
  if (answer.status === 401) return redirect(signInUrl({ type: "spin-to-win", redirect: SPIN_TO_WIN_PATH, back: null }))
  if (!answer.ok) return { error: await apiErrorMessage(answer, tenant.texts.unexpectedError) }
  // Post, redirect, get: a reload spins nothing; a second spin is told it already had its turn.
  return redirect(answer.status === 201 ? SPIN_TO_WIN_PATH : `${SPIN_TO_WIN_PATH}?again=1`)
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.view.title], page?.siteName) },
  { name: "robots", content: "noindex" }
]

export default function SpinToWinPage() {
  const { view } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  const busy = useNavigation().state === "submitting"
  return (
    <main className="gated-page spin-to-win">
      <h1>{view.title}</h1>
      {view.intro ? <p>{view.intro}</p> : null}
      <section aria-labelledby="spin-prizes-heading">
        <h2 id="spin-prizes-heading">{view.prizesHeading}</h2>
        <ul className="spin-to-win__prizes">
          {view.prizes.map((prize) => (
            <li key={prize.id}>{prize.label}</li>
          ))}
        </ul>
      </section>
      {failed && "error" in failed ? (
        <p role="alert" className="gated-page__error">
          {failed.error}
        </p>
      ) : null}
      <SpinToWinPanel view={view} busy={busy} />
      <section aria-labelledby="spin-terms-heading">
        <h2 id="spin-terms-heading">{view.termsHeading}</h2>
        <p className="gated-page__terms">{view.terms}</p>
      </section>
    </main>
  )
}
