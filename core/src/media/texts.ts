/**
 * The media texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const mediaTexts = {
  viewerSpinTab: "Spin",
  viewerWalkaroundTab: "Walkaround",
  viewerGalleryTab: "Gallery",
  viewerInteriorTab: "Interior",
  pdfPreparing: "Preparing...",
  pdfPrintButton: "Print"
} as const
