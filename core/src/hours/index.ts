export { clockMinutes, formatClockMinutes } from "./clock-time.ts"
export { dayHoursText, dayWindow, type DayWindow } from "./day-hours.ts"
export { holidayHoursRows, upcomingSpecialHours, type HolidayHoursRow } from "./holiday-hours.ts"
export { isOpenNow, type OpenNowInput } from "./open-now.ts"
export { OpeningHourEntry, OpeningStatus, OpeningWeekday } from "./opening-hour-entry.ts"
export { eofyPromoCardWindow, isWithinPromoWindow, stocktakeSaleWindow, type PromoTimeWindow } from "./promo-window.ts"
export { SALES_COUNTER, salesCounterValue } from "./sales-counter.ts"
export { HoursSettings } from "./settings.ts"
export {
  SpecialHours,
  specialHoursDate,
  specialHoursForLocation,
  specialHoursInstant,
  specialHoursLocationId,
  specialHoursTimes
} from "./special-hours.ts"
export { DEFAULT_HOURS_STATE, timeZoneForState } from "./state-time-zone.ts"
export { hoursTexts } from "./texts.ts"
export { todayHours, type TodayHours } from "./today-hours.ts"
export { openingHoursRows, type OpeningHoursRow, type WeeklyHoursTexts } from "./weekly-hours.ts"
export { zonedClock, type ZonedClock } from "./zoned-clock.ts"
