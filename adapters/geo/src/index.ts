/** @dealer/geo: The Geocoder port over the bundled Australian locality and postcode data set. */
export {}
