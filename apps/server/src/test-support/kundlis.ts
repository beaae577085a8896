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
