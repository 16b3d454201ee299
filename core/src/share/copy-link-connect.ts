import type { SnapshotFrom } from "xstate"
import type { CopyLinkEvent, copyLinkMachine } from "./copy-link-machine.ts"

/** What a copy-link button renders, and its one command. */
export interface CopyLinkApi {
  /** 'Copy Link', or 'Copied' for 1.5 s after a copy. */
  readonly label: string
  /** False when the site URL is not defined, so there is no link to copy. */
  readonly available: boolean
  readonly busy: boolean
  readonly copied: boolean
  /** The failure text after a clipboard that refused or did not answer, else null. */
  readonly error: string | null
  readonly url: string | null
  readonly copy: () => void
}

/**
 * The copy-link view model.
 *
 * @example
 * import { connectCopyLink, copyLinkMachine } from "@dealer/core/share"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor, fromPromise } from "xstate"
 *
 * const copy = fromPromise<void, { readonly text: string }>(async () => undefined)
 * const input = { siteUrl: "https://acme.example", path: "/cars/2022-toyota-hilux-sr5-t1234", carName: "2022 Toyota Hilux", texts: defaultTexts }
 * const actor = createActor(copyLinkMachine.provide({ actors: { copy } }), { input }).start()
 *
 * const link = connectCopyLink(actor.getSnapshot(), actor.send)
 * link.available // => true
 * link.url // => "https://acme.example/cars/2022-toyota-hilux-sr5-t1234"
 */
export function connectCopyLink(
  snapshot: SnapshotFrom<typeof copyLinkMachine>,
  send: (event: CopyLinkEvent) => void
): CopyLinkApi {
  const { texts, url } = snapshot.context
  const copied = snapshot.matches("copied")
  return {
    label: copied ? texts.shareCopied : texts.shareCopyLink,
    available: !snapshot.matches("unavailable"),
    busy: snapshot.matches("copying"),
    copied,
    error: snapshot.matches("failed") ? texts.shareCopyFailed : null,
    url,
    copy: () => send({ type: "COPY" })
  }
}
