import type { ShareLink } from "@dealer/core/share"
import { shareWindowFeatures } from "@dealer/core/share"
import type { MouseEvent } from "react"

/**
 * Opens an external share page in the 550×400 share window; if the browser blocks the pop-up the
 * click goes on as a plain link (a new tab), as it does without script.
 */
function openShareWindow(event: MouseEvent<HTMLAnchorElement>, link: ShareLink) {
  if (!link.opensWindow || event.ctrlKey || event.metaKey || event.shiftKey) return
  const opened = window.open(link.href, "_blank", shareWindowFeatures(window.screen))
  if (opened === null) return
  opened.opener = null
  event.preventDefault()
}

/** The social share links core builds: external pages in a new tab or window, `mailto:` and `sms:` in place. */
export function ShareLinksList({ links }: { readonly links: ReadonlyArray<ShareLink> }) {
  return (
    <ul className="car-share-bar__links">
      {links.map((link) => (
        <li key={link.target}>
          <a
            href={link.href}
            className={`button button--outline car-share-bar__share car-share-bar__share--${link.target}`}
            data-share={link.target}
            {...(link.opensWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            onClick={(event) => openShareWindow(event, link)}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
