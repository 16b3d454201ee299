/**
 * The media texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 * The specification names the tabs and the print button; the accessible names of the gallery, viewer,
 * spin and carousel controls are the platform's own wording.
 */
export const mediaTexts = {
  viewerSpinTab: "Spin",
  viewerWalkaroundTab: "Walkaround",
  viewerGalleryTab: "Gallery",
  viewerInteriorTab: "Interior",
  viewerTabsLabel: "Vehicle media",
  viewerOpenFullscreen: "Fullscreen",
  viewerCloseFullscreen: "Exit fullscreen",
  galleryPreviousImage: "Previous image",
  galleryNextImage: "Next image",
  galleryOpenFullscreen: "View fullscreen",
  galleryCloseFullscreen: "Close",
  gallerySlideLabel: "Image {number} of {count}",
  galleryThumbnailLabel: "Show image {number} of {count}",
  spinViewerLabel: "360° view: drag or use the arrow keys to turn",
  carouselPrevious: "Previous slide",
  carouselNext: "Next slide",
  carouselSlideLabel: "{number} of {count}",
  pdfPreparing: "Preparing...",
  pdfPrintButton: "Print",
  pdfTimedOut: "Preparing the PDF took too long. Please try again."
} as const
