export { carouselArrows, type CarouselArrows, type CarouselPosition } from "./carousel-arrows.ts"
export {
  GALLERY_THUMBNAILS_MIN_IMAGES_EXCLUSIVE,
  galleryTransition,
  initialGalleryState,
  showsGalleryThumbnails,
  wrapIndex,
  type GalleryEvent,
  type GalleryState
} from "./gallery.ts"
export { galleryItems, GalleryVideoPosition, type GalleryItem } from "./gallery-video-slot.ts"
export { IMAGE_DEFAULT_QUALITY, IMAGE_DEFAULT_WIDTH, IMAGE_ENDPOINT, imageUrl, type ImageSize } from "./image-url.ts"
export { pdfDownloadButton, pdfFileName, type PdfDownloadButton } from "./pdf-download.ts"
export { nextSpinFrame, SPIN_AUTO_ROTATE_MS, SPIN_PIXELS_PER_FRAME, spinFrameFromDrag } from "./spin-frames.ts"
export { initialViewerState, viewerTransition, type ViewerEvent, type ViewerState } from "./viewer.ts"
export {
  availableViewerModes,
  defaultViewerMode,
  ViewerMode,
  viewerTabs,
  type ViewerMedia,
  type ViewerTab
} from "./viewer-mode.ts"
export { MediaSettings } from "./settings.ts"
export { mediaTexts } from "./texts.ts"
