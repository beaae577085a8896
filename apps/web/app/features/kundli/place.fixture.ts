import type { Place } from "./place-search";

/** Varanasi as `GET /api/v1/places` answers it (coordinates unrounded), for the form tests. */
export const varanasi: Place = {
  name: "Varanasi",
  state: "Uttar Pradesh",
  country: "India",
  latitude: 25.3167,
  longitude: 83.0104,
  timezone: "Asia/Kolkata",
};
