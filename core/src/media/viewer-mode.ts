import type { Texts } from "../tenant/texts.ts"

/**
 * The media viewer's tabs, in their display order (stock document, sections 2 and 4). Its schema
 * (`ViewerModeSchema`) is apart, so the viewer's browser code does not load Effect.
 */
export type ViewerMode = "spinner" | "walkaround" | "gallery" | "interior"

/** The media fields of a car the viewer reads; any car record with these fields fits. */
export interface ViewerMedia {
  readonly spin_images?: ReadonlyArray<unknown> | null | undefined
  readonly spin_code?: string | null | undefined
  readonly walkaround_videos?: ReadonlyArray<unknown> | null | undefined
  readonly spin_interior_image?: string | null | undefined
}

const hasItems = (list: ReadonlyArray<unknown> | null | undefined) => (list?.length ?? 0) > 0
const hasText = (text: string | null | undefined) => (text?.trim().length ?? 0) > 0

/**
 * The viewer modes a car can show: Spin with spin images or a spin code, Walkaround with walkaround
 * videos, Interior with an interior spin image, and Gallery always (it shows the placeholder image
 * when the car has no photos), so the list is never empty.
 *
 * @example
 * import { availableViewerModes } from "@dealer/core/media"
 *
 * availableViewerModes({ spin_code: "AB12", walkaround_videos: [] }) // => ["spinner", "gallery"]
 */
export function availableViewerModes(media: ViewerMedia): ReadonlyArray<ViewerMode> {
  const modes: Array<ViewerMode> = []
  if (hasItems(media.spin_images) || hasText(media.spin_code)) modes.push("spinner")
  if (hasItems(media.walkaround_videos)) modes.push("walkaround")
  modes.push("gallery")
  if (hasText(media.spin_interior_image)) modes.push("interior")
  return modes
}

/**
 * The tab the viewer opens on: the tenant's default (spinner, or gallery for some tenants) when the
 * car has it, else the gallery.
 *
 * @example
 * import { defaultViewerMode } from "@dealer/core/media"
 *
 * defaultViewerMode({ spin_images: [] }, "spinner") // => "gallery"
 */
export function defaultViewerMode(media: ViewerMedia, tenantDefault: ViewerMode): ViewerMode {
  return availableViewerModes(media).includes(tenantDefault) ? tenantDefault : "gallery"
}

/** One viewer tab as rendered. */
export interface ViewerTab {
  readonly mode: ViewerMode
  readonly label: string
  readonly selected: boolean
}

/**
 * The viewer's tabs for a car: Spin, Walkaround, Gallery, Interior, as far as the car has them.
 *
 * @example
 * import { viewerTabs } from "@dealer/core/media"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * viewerTabs({ spin_code: "AB12" }, "gallery", defaultTexts).map((tab) => tab.label) // => ["Spin", "Gallery"]
 */
export function viewerTabs(
  media: ViewerMedia,
  selected: ViewerMode,
  texts: Pick<Texts, "viewerSpinTab" | "viewerWalkaroundTab" | "viewerGalleryTab" | "viewerInteriorTab">
): ReadonlyArray<ViewerTab> {
  const labels: Record<ViewerMode, string> = {
    spinner: texts.viewerSpinTab,
    walkaround: texts.viewerWalkaroundTab,
    gallery: texts.viewerGalleryTab,
    interior: texts.viewerInteriorTab
  }
  return availableViewerModes(media).map((mode) => ({ mode, label: labels[mode], selected: mode === selected }))
}
