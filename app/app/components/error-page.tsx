import { Link } from "react-router"

export interface ErrorPageProps {
  readonly status: number
  readonly title: string
  readonly message: string
  /** The link back to the site's home page; none where there is no site to go back to. */
  readonly homeLabel: string | null
}

/** A full page for 404s, bad requests and failures; the status is rendered as well as sent. */
export function ErrorPage({ status, title, message, homeLabel }: ErrorPageProps) {
  return (
    <main className="error-page" data-status={status}>
      <p className="error-page__status">{status}</p>
      <h1>{title}</h1>
      {message ? <p>{message}</p> : null}
      {homeLabel ? <Link to="/">{homeLabel}</Link> : null}
    </main>
  )
}
