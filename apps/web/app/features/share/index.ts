// The share feature's public entry: the page a shared link opens.
export { sharedMeta } from "./meta";
export { SharedPage } from "./shared-page";
