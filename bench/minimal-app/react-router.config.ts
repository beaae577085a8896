import type { Config } from "@react-router/dev/config";

// The smallest React Router app rendered on the server, the way Graha's web app is built and
// served (framework mode): bench/web.ts builds it and bench/web-baselines.ts serves it.
export default { appDirectory: "app", buildDirectory: "build", ssr: true } satisfies Config;
