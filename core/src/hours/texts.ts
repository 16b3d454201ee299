/**
 * The hours texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 */
export const hoursTexts = {
  hoursClosed: "Closed",
  hoursMondayToFriday: "Mon-Fri",
  hoursMonday: "Mon",
  hoursTuesday: "Tue",
  hoursWednesday: "Wed",
  hoursThursday: "Thu",
  hoursFriday: "Fri",
  hoursSaturday: "Sat",
  hoursSunday: "Sun",
  viewHolidayHours: "View Holiday Hours"
} as const
