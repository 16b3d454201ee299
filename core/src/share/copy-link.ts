import { fillText, type Texts } from "../tenant/texts.ts"
import type { ToastEntry } from "./toast-queue.ts"

/** The copy button reads 'Copied' for 1.5 s after a copy (document 001, section 9). */
export const COPY_CONFIRMATION_MS = 1_500
/** The copy toast stays 3 seconds (document 001, section 8). */
export const COPY_TOAST_MS = 3_000

/**
 * The copy-link button's text at `now`: 'Copied' within 1.5 s of the last copy, else its label.
 *
 * @example
 * import { copyLinkLabel } from "@dealer/core/share"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * copyLinkLabel(new Date("2026-01-01T00:00:00.000Z"), new Date("2026-01-01T00:00:01.499Z"), defaultTexts) // => "Copied"
 * copyLinkLabel(null, now, defaultTexts) // => "Copy Link"
 */
export function copyLinkLabel(
  copiedAt: Date | null,
  now: Date,
  texts: Pick<Texts, "shareCopied" | "shareCopyLink">
): string {
  if (copiedAt === null) return texts.shareCopyLink
  const elapsed = now.getTime() - copiedAt.getTime()
  return elapsed >= 0 && elapsed < COPY_CONFIRMATION_MS ? texts.shareCopied : texts.shareCopyLink
}

/**
 * The toast after copying a car's link: 'Copied {car name} to your clipboard!' for 3 seconds.
 *
 * @example
 * import { copiedToastMessage } from "@dealer/core/share"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * copiedToastMessage("2022 Toyota Hilux SR5", defaultTexts) // => "Copied 2022 Toyota Hilux SR5 to your clipboard!"
 */
export function copiedToastMessage(carName: string, texts: Pick<Texts, "shareCopiedToast">): string {
  return fillText(texts.shareCopiedToast, { "car name": carName })
}

/**
 * The copy toast ready for the toast queue, shown from `now` for 3 seconds.
 *
 * @example
 * import { copiedToast } from "@dealer/core/share"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * const now = new Date("2026-03-02T10:00:00+10:00")
 *
 * copiedToast("2022 Toyota Hilux SR5", now, defaultTexts) // { id: "share-copied", message: "Copied 2022 Toyota Hilux SR5 to your clipboard!", durationMs: 3000, ... }
 */
export function copiedToast(carName: string, now: Date, texts: Pick<Texts, "shareCopiedToast">): ToastEntry {
  return { id: "share-copied", message: copiedToastMessage(carName, texts), shownAt: now, durationMs: COPY_TOAST_MS }
}
