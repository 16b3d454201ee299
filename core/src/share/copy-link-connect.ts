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
 * import { connectCopyLink } from "@dealer/core/share"
 *
 * const api = connectCopyLink(snapshot, actor.send)
 * <button disabled={!api.available || api.busy} onClick={api.copy}>{api.label}</button>
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
