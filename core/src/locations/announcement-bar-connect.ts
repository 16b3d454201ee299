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
 * import { announcementBarMachine, connectAnnouncementBar } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { createActor } from "xstate"
 *
 * const locations = [{ primary: true, address: { city: "Southport" } }]
 * const actor = createActor(announcementBarMachine, { input: { vehicleCity: "Robina", locations, texts: defaultTexts } }).start()
 *
 * const bar = connectAnnouncementBar(actor.getSnapshot(), actor.send)
 * bar.text // => "Located at Robina"
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
