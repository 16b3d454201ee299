/**
 * The share texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 * `shareCopyFailed` and `toastDismiss` are the platform's own: the specification gives no text there.
 */
export const shareTexts = {
  shareCopied: "Copied",
  shareCopyLink: "Copy Link",
  shareCopiedToast: "Copied {car name} to your clipboard!",
  shareCopyFailed: "We couldn't copy the link. Please try again.",
  toastDismiss: "Dismiss",
  shareFacebook: "Facebook",
  shareTwitter: "Twitter",
  shareWhatsApp: "WhatsApp",
  shareEmail: "Email",
  shareSms: "SMS"
} as const
