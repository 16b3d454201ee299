export { analyticsCarLabel, analyticsEventFor, type AnalyticsAction, type AnalyticsEvent } from "./analytics-event.ts"
export {
  analyticsCarLabels,
  analyticsEventIds,
  type AnalyticsCarLabel,
  type AnalyticsEventId,
  type AnalyticsEventName
} from "./event-ids.ts"
export { AnalyticsSettings } from "./settings.ts"
export { analyticsTexts } from "./texts.ts"
