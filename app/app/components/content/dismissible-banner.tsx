import type { BannerView } from "@dealer/core"
import { useEffect, useState } from "react"

/** The session storage key remembering that a banner was dismissed. */
const dismissedKey = (name: string) => `dealer.banner-dismissed.${name}`

/**
 * A one-line banner (emergency notice, 'BOOK A SERVICE'). Its dismiss button works once scripts
 * run (before that it holds its place unseen, so the page does not move when it appears); a
 * dismissal lasts for the browser session. Without scripts the banner simply stays.
 */
export function DismissibleBanner(props: {
  readonly banner: BannerView
  readonly name: string
  readonly label: string
  readonly dismissLabel: string
  readonly className: string
}) {
  const { banner, name } = props
  const [scripted, setScripted] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    setScripted(true)
    setDismissed(readDismissed(name))
  }, [name])
  if (dismissed) return null
  const dismiss = () => {
    setDismissed(true)
    try {
      sessionStorage.setItem(dismissedKey(name), "1")
    } catch {
      // Storage may be blocked; the banner still hides for this page.
    }
  }
  return (
    <section className={`site-banner ${props.className}`} aria-label={props.label}>
      <p className="site-banner__text">{banner.href ? <a href={banner.href}>{banner.text}</a> : banner.text}</p>
      {banner.dismissible ? (
        <button
          type="button"
          className={`site-banner__dismiss${scripted ? "" : " site-banner__dismiss--waiting"}`}
          onClick={dismiss}
          disabled={!scripted}
          aria-hidden={scripted ? undefined : true}
        >
          {props.dismissLabel}
        </button>
      ) : null}
    </section>
  )
}

function readDismissed(name: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(name)) === "1"
  } catch {
    return false
  }
}
