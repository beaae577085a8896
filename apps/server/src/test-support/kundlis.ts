import { computeChart, type Chart } from "@graha/jyotish";

/** Birth details a test saves as a kundli (`POST /api/v1/kundlis`): Asha Verma, born in Varanasi. */
export const ASHA_KUNDLI = {
  full_name: "Asha Verma",
  dob: "14/08/1990",
  tob: "06:45",
  pob: "Varanasi",
  lat: 25.32,
  lng: 83.01,
  gender: "Female",
  marital_status: "Single",
  language: "English",
};

/** ASHA_KUNDLI's chart from the engine (14 Aug 1990 06:45 IST, Varanasi), with three dasha levels as the chat reads it. */
export const ashaChart = (): Chart =>
  computeChart({
    datetimeLocal: "1990-08-14T06:45:00",
    timezone: "Asia/Kolkata",
    latitudeDeg: 25.32,
    longitudeDeg: 83.01,
    dashaLevels: 3,
  });

/** The chart of a birth in Mumbai on 1 May 1990, 10:30 IST, down to the pratyantardashas (engine-level tests). */
export const mumbai1990Chart = () =>
  computeChart({
    datetimeLocal: "1990-05-01T10:30:00",
    timezone: "Asia/Kolkata",
    latitudeDeg: 19.076,
    longitudeDeg: 72.8777,
    dashaLevels: 3,
  });
