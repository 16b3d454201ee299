import type { SnapshotFrom } from "xstate"
import type { AnnouncementBarEvent, announcementBarMachine } from "./announcement-bar-machine.ts"

/** What the announcement bar renders, and its one command. */
export interface AnnouncementBarApi {
  readonly visible: boolean
  readonly text: string
  readonly linkText: string
  readonly href: string
  readonly dismissLabel: string
  readonly dismiss: () => void
}

/**
 * The announcement bar view model; texts are empty when there is nothing to announce.
 *
 * @example
 * import { connectAnnouncementBar } from "@dealer/core/locations"
 *
 * const bar = connectAnnouncementBar(snapshot, actor.send)
 * bar.visible && <p>{bar.text} <a href={bar.href}>{bar.linkText}</a></p>
 */
export function connectAnnouncementBar(
  snapshot: SnapshotFrom<typeof announcementBarMachine>,
  send: (event: AnnouncementBarEvent) => void
): AnnouncementBarApi {
  const { announcement, texts } = snapshot.context
  return {
    visible: snapshot.matches("shown"),
    text: announcement?.text ?? "",
    linkText: announcement?.linkText ?? "",
    href: announcement?.href ?? "#vehicle-map",
    dismissLabel: texts.announcementDismiss,
    dismiss: () => send({ type: "DISMISS" })
  }
}
