export { carouselArrows, type CarouselArrows, type CarouselPosition } from "./carousel-arrows.ts"
export { connectCarousel, type CarouselApi } from "./carousel-connect.ts"
export { carouselMachine, type CarouselMachineInput, type CarouselTexts } from "./carousel-machine.ts"
export {
  carouselTransition,
  initialCarouselPosition,
  visibleCarouselItems,
  type CarouselEvent
} from "./carousel-scroll.ts"
export {
  GALLERY_THUMBNAILS_MIN_IMAGES_EXCLUSIVE,
  galleryTransition,
  initialGalleryState,
  showsGalleryThumbnails,
  wrapIndex,
  type GalleryEvent,
  type GalleryState
} from "./gallery.ts"
export { connectGallery, type GalleryApi, type GalleryThumbnail } from "./gallery-connect.ts"
export { galleryMachine, galleryMachineInput, type GalleryMachineInput, type GalleryTexts } from "./gallery-machine.ts"
export { galleryItems, GalleryVideoPosition, type GalleryItem } from "./gallery-video-slot.ts"
export { IMAGE_DEFAULT_QUALITY, IMAGE_DEFAULT_WIDTH, IMAGE_ENDPOINT, imageUrl, type ImageSize } from "./image-url.ts"
export { pdfDownloadButton, pdfFileName, type PdfDownloadButton } from "./pdf-download.ts"
export { connectPdfDownload, type PdfDownloadApi } from "./pdf-download-connect.ts"
export {
  PDF_PREPARE_TIMEOUT_MS,
  pdfDownloadMachine,
  type PdfDownloadEvent,
  type PdfDownloadMachineInput,
  type PdfDownloadTexts,
  type PdfSave
} from "./pdf-download-machine.ts"
export { connectSpin, type SpinApi } from "./spin-connect.ts"
export { nextSpinFrame, SPIN_AUTO_ROTATE_MS, SPIN_PIXELS_PER_FRAME, spinFrameFromDrag } from "./spin-frames.ts"
export { spinMachine, type SpinEvent, type SpinMachineInput } from "./spin-machine.ts"
export { initialViewerState, viewerTransition, type ViewerEvent, type ViewerState } from "./viewer.ts"
export { connectViewer, type ViewerApi } from "./viewer-connect.ts"
export { VIEWER_MODES, viewerMachine, type ViewerMachineInput, type ViewerTexts } from "./viewer-machine.ts"
export {
  availableViewerModes,
  defaultViewerMode,
  viewerTabs,
  type ViewerMedia,
  type ViewerMode,
  type ViewerTab
} from "./viewer-mode.ts"
export { ViewerModeSchema } from "./viewer-mode-schema.ts"
export { MediaSettings, VideoHost } from "./settings.ts"
export { mediaTexts } from "./texts.ts"
export {
  DEFAULT_VIDEO_HOSTS,
  isOrigin,
  playableVideo,
  videoSourcePolicy,
  type PlayableVideo,
  type VideoSourcePolicy
} from "./video-sources.ts"
