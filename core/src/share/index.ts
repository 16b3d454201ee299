export { COPY_CONFIRMATION_MS, COPY_TOAST_MS, copiedToast, copiedToastMessage, copyLinkLabel } from "./copy-link.ts"
export { sitePageUrl } from "./page-url.ts"
export {
  shareLinks,
  type ShareLink,
  type ShareLinksContext,
  type ShareSubject,
  type ShareTarget
} from "./share-links.ts"
export { SHARE_WINDOW_HEIGHT, SHARE_WINDOW_WIDTH, shareWindowFeatures } from "./share-window.ts"
export { dismissToast, pushToast, TOAST_LIMIT, visibleToasts, type ToastEntry } from "./toast-queue.ts"
export { ShareSettings } from "./settings.ts"
export { shareTexts } from "./texts.ts"
