// The home feature's public entry: what routes and other features may use.
export { AstraArt, OracleArt } from "./astrologer-art";
export { greetingKey } from "./greeting";
