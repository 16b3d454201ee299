import type { BannerView } from "@dealer/core"
import { useEffect, useState } from "react"

/** The session storage key remembering that a banner was dismissed. */
const dismissedKey = (name: string) => `dealer.banner-dismissed.${name}`

/**
 * A one-line banner (emergency notice, 'BOOK A SERVICE'). Its dismiss button appears once scripts
 * run; a dismissal lasts for the browser session. Without scripts the banner simply stays.
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
      {banner.dismissible && scripted ? (
        <button type="button" className="site-banner__dismiss" onClick={dismiss}>
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
