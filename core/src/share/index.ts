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
export { connectCopyLink, type CopyLinkApi } from "./copy-link-connect.ts"
export {
  COPY_LINK_TIMEOUT_MS,
  copyLinkMachine,
  type CopyLinkEvent,
  type CopyLinkMachineInput,
  type CopyLinkTexts
} from "./copy-link-machine.ts"
export { connectToasts, type ToastApi, type VisibleToast } from "./toast-connect.ts"
export { toastMachine, type ToastEvent, type ToastMachineContext } from "./toast-machine.ts"
export type { ShownToast, ToastAction, ToastEmitted, ToastNotice } from "./toast-notice.ts"
