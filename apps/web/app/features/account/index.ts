// The account feature's public entry: what routes and other features may use.
export { DeleteAccountCard } from "./delete-account-card";
export { DownloadDataCard } from "./download-data-card";
