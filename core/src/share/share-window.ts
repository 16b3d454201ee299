/** The share pop-up's size (document 001, section 9). */
export const SHARE_WINDOW_WIDTH = 550
/** The height of the pop-up window a share link opens, in pixels. */
export const SHARE_WINDOW_HEIGHT = 400

/**
 * The `window.open` features of the 550×400 share window, centred on a screen when its size is given.
 *
 * @example
 * import { shareWindowFeatures } from "@dealer/core/share"
 *
 * shareWindowFeatures() // => "width=550,height=400"
 * shareWindowFeatures({ width: 1920, height: 1080 }) // => "width=550,height=400,left=685,top=340"
 */
export function shareWindowFeatures(screen?: { readonly width: number; readonly height: number }): string {
  const size = `width=${SHARE_WINDOW_WIDTH},height=${SHARE_WINDOW_HEIGHT}`
  if (!screen || !Number.isFinite(screen.width) || !Number.isFinite(screen.height)) return size
  const left = Math.max(0, Math.round((screen.width - SHARE_WINDOW_WIDTH) / 2))
  const top = Math.max(0, Math.round((screen.height - SHARE_WINDOW_HEIGHT) / 2))
  return `${size},left=${left},top=${top}`
}
