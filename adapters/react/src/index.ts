/**
 * @dealer/react: React bindings over core's statecharts. A `TenantProvider` and one hook per flow
 * (`useMachine` plus the flow's `connect`); side effects come in as services from the caller.
 */
export { PhoneRevealButton } from "./phone-reveal/phone-reveal-button.tsx"
export { usePhoneReveal, type PhoneRevealServices } from "./phone-reveal/use-phone-reveal.ts"
export { TenantProvider, useTenant } from "./tenant/tenant-provider.tsx"
export { FinanceCalculator } from "./finance/finance-calculator.tsx"
export { FinanceDisclaimerDialog } from "./finance/finance-disclaimer-dialog.tsx"
export { FinanceSliderField } from "./finance/finance-slider-field.tsx"
export { FinanceSummaryStrip } from "./finance/finance-summary-strip.tsx"
export {
  useFinanceCalculator,
  type FinanceCalculatorOptions,
  type FinanceCalculatorServices
} from "./finance/use-finance-calculator.ts"
export { useFinanceDisclaimer, type FinanceDisclaimerServices } from "./finance/use-finance-disclaimer.ts"
export { useFinanceQuote, type FinanceQuoteServices } from "./finance/use-finance-quote.ts"
export { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, useCarousel } from "./media/carousel.tsx"
export { ColourPicker } from "./media/colour-picker.tsx"
export { Gallery } from "./media/gallery.tsx"
export { MediaViewer } from "./media/media-viewer.tsx"
export { PdfDownloadButton } from "./media/pdf-download-button.tsx"
export { saveFile } from "./media/save-file.ts"
export { SpinViewer } from "./media/spin-viewer.tsx"
export { useColourPicker } from "./media/use-colour-picker.ts"
export { useGallery } from "./media/use-gallery.ts"
export { usePdfDownload, type PdfDownloadServices } from "./media/use-pdf-download.ts"
export { useSpin } from "./media/use-spin.ts"
export { useViewer } from "./media/use-viewer.ts"
export { useSignInGate, type SignInGateHookInput } from "./session/use-sign-in-gate.ts"
export { useWatchlist, type WatchlistHookInput, type WatchlistServices } from "./session/use-watchlist.ts"
export { WatchlistSaveButton } from "./session/watchlist-save-button.tsx"
export {
  browserLocalStorage,
  createSiteStorage,
  decodeStoredEntry,
  onSiteStorageWrite,
  type SiteStorage,
  type StorageLike,
  type StoredValues
} from "./storage/site-storage.ts"
export { useSiteStorage, useStoredEntry } from "./storage/use-stored-entry.ts"
export { usePriceDisplayChoice } from "./storage/use-price-display-choice.ts"
export { useSearchHistory } from "./storage/use-search-history.ts"
export { AnnouncementBar } from "./widgets/announcement-bar.tsx"
export { CopyLinkButton } from "./widgets/copy-link-button.tsx"
export { DealerLocatorPicker } from "./widgets/dealer-locator-picker.tsx"
export { DeliveryCalculatorForm } from "./widgets/delivery-calculator-form.tsx"
export { MarketGauge } from "./widgets/market-gauge.tsx"
export { ToastProvider, useShowToast, useToasts } from "./widgets/toast-provider.tsx"
export { ToastRegion } from "./widgets/toast-region.tsx"
export { useAnnouncementBar } from "./widgets/use-announcement-bar.ts"
export { useCopyLink, type CopyLinkServices } from "./widgets/use-copy-link.ts"
export { useDealerLocator, type DealerLocatorServices } from "./widgets/use-dealer-locator.ts"
export { useDeliveryCalculator, type DeliveryCalculatorServices } from "./widgets/use-delivery-calculator.ts"
export { useMarketGauge, type MarketGaugeServices } from "./widgets/use-market-gauge.ts"
export { Dialog, type DialogProps } from "./forms/dialog.tsx"
export {
  EnquiryFields,
  SelectField,
  type EnquiryFieldsProps,
  type SelectFieldProps,
  type SelectOption
} from "./forms/enquiry-fields.tsx"
export { EnquiryFormView } from "./forms/enquiry-form-view.tsx"
export { ErrorSummary } from "./forms/error-summary.tsx"
export { FormField, TextField, type FormControlProps, type FormFieldProps, type TextFieldProps } from "./forms/form-field.tsx"
export { LeadFormView } from "./forms/lead-form-view.tsx"
export { MultiStepEnquiryView } from "./forms/multi-step-enquiry-view.tsx"
export { PartsWizardView } from "./forms/parts-wizard-view.tsx"
export { SubmitButton } from "./forms/submit-button.tsx"
export { TestDriveBookingView } from "./forms/test-drive-booking-view.tsx"
export { TradeInValuationView } from "./forms/trade-in-valuation-view.tsx"
export { useBrowserAlert } from "./forms/use-browser-alert.ts"
export { useEnquiryForm, type EnquiryFormServices } from "./forms/use-enquiry-form.ts"
export { useLeadForm, type LeadFormServices } from "./forms/use-lead-form.ts"
export { useMultiStepEnquiry, type MultiStepEnquiryServices } from "./forms/use-multi-step-enquiry.ts"
export { usePartsWizard, type PartsWizardServices } from "./forms/use-parts-wizard.ts"
export { useTestDriveBooking, type TestDriveBookingServices } from "./forms/use-test-drive-booking.ts"
export { useTradeInValuation, type TradeInValuationServices } from "./forms/use-trade-in-valuation.ts"
export { useRequestPhotosForm, useSimilarCarForm } from "./forms/use-vehicle-dialog-form.ts"
export { AmountInput, type AmountInputProps } from "./search/amount-input.tsx"
export { PriceQuickPicks } from "./search/price-quick-picks.tsx"
export { RangeSliderPair, type RangeSliderPairProps } from "./search/range-slider-pair.tsx"
export { RangeSliderThumb, type RangeSliderThumbProps } from "./search/range-slider-thumb.tsx"
export { SearchEmptyState } from "./search/search-empty-state.tsx"
export { SearchFacetList } from "./search/search-facet-list.tsx"
export { SearchPagination } from "./search/search-pagination.tsx"
export { SearchResults, type SearchResultsProps } from "./search/search-results.tsx"
export { SearchSortSelect } from "./search/search-sort-select.tsx"
export { SearchTextBox } from "./search/search-text-box.tsx"
export { ShowCarsButton } from "./search/show-cars-button.tsx"
export { useSliderHandles, type SliderHandle, type SliderHandles } from "./search/use-slider-handles.ts"
export { useSuggestionBox, type SuggestionBox } from "./search/use-suggestion-box.ts"
export {
  useStockSearch,
  type StockSearchHookApi,
  type StockSearchHookInput,
  type StockSearchServices
} from "./search/use-stock-search.ts"
