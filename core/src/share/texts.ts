/**
 * The share texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const shareTexts = {
  shareCopied: "Copied",
  shareCopyLink: "Copy Link",
  shareCopiedToast: "Copied {car name} to your clipboard!",
  shareFacebook: "Facebook",
  shareTwitter: "Twitter",
  shareWhatsApp: "WhatsApp",
  shareEmail: "Email",
  shareSms: "SMS"
} as const
