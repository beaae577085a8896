// ESLint flat config. The dependency rule of docs/architecture.md is enforced here:
// jyotish imports nothing from the repo; contracts only jyotish; web never imports server;
// the chat evaluation (eval/) uses the chat feature's public entry and nothing imports it.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const restricted = (from, target, message) => ({ target, from, message });

// The workspace rule holds everywhere; a block that sets its own zones adds to these.
const workspaceZones = [
  restricted("./apps", "./packages", "packages never import apps"),
  restricted("./packages/contracts", "./packages/jyotish", "the engine imports nothing from the repo"),
  restricted("./apps/server", "./apps/web", "the web app reaches the server only through the API"),
  restricted("./apps/web", "./apps/server", "the server does not import web source; it loads the built bundle"),
  restricted("./eval", ["./apps", "./packages"], "product code never imports the chat evaluation"),
  {
    ...restricted("./apps/server", "./eval", "the eval reaches the server only through @graha/server/chat"),
    except: ["./src/features/chat/index.ts"],
  },
];

// Server features (docs/architecture.md): a feature imports the shared folders, its own files
// and other features only through their public entry, index.ts; shared folders import no feature.
const serverSrc = "./apps/server/src";
const serverFeatures = readdirSync(new URL(`${serverSrc}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureEntries = serverFeatures.map((feature) => `./${feature}/index.ts`);
const serverZones = [
  ...serverFeatures.map((feature) => ({
    target: `${serverSrc}/features/${feature}`,
    from: `${serverSrc}/features`,
    except: [`./${feature}`, ...featureEntries],
    message: "another feature is reached only through its public entry, features/<feature>/index.ts",
  })),
  {
    target: ["app.ts", "main.ts", "scheduled-jobs.ts", "web"].map((file) => `${serverSrc}/${file}`),
    from: `${serverSrc}/features`,
    except: featureEntries,
    message: "the composition root wires features through their public entries, features/<feature>/index.ts",
  },
  {
    target: [
      "lib",
      "db",
      "jobs",
      "providers",
      "plugins",
      "i18n",
      "test-support",
      "errors.ts",
      "context.ts",
      "env.ts",
      "shutdown.ts",
    ].map((folder) => `${serverSrc}/${folder}`),
    from: `${serverSrc}/features`,
    message: "shared server code imports no feature: move the piece into the shared folder, or pass it in",
  },
];

// The web app's feature boundaries (docs/architecture.md): a feature imports the shared folders
// and its own files, and another feature only through its public entry (index.ts); shared
// folders never import features; routes and the root use features' public entries, plus the
// server-only loader modules (*.server.ts) and stylesheets React Router wants from the route.
const web = "./apps/web/app";
const webFeatures = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicEntriesBut = (own) =>
  webFeatures.filter((feature) => feature !== own).map((feature) => `${feature}/index.ts`);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [feature, ...publicEntriesBut(feature)],
    message: "another feature is reached only through its public entry, features/<name>/index.ts",
  })),
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/i18n`, `${web}/test-support`, `${web}/load-context.ts`],
    from: `${web}/features`,
    // The one catalogue per language gathers each feature's string table (plain data), or
    // that language's half of it (loaded alone by the browser), the chart report's and matching's
    // kundli strings (parts of their own) and the trust pages' texts.
    except: [
      ...webFeatures.flatMap((feature) => [`${feature}/i18n.ts`, `${feature}/i18n-en.ts`, `${feature}/i18n-hi.ts`]),
      "kundli/i18n-chart-en.ts",
      "kundli/i18n-chart-hi.ts",
      "kundli/i18n-matching-en.ts",
      "kundli/i18n-matching-hi.ts",
      "trust/pages-en.ts",
      "trust/pages-hi.ts",
    ],
    message: "shared folders never import features: move what is shared into components/ or lib/",
  },
  {
    target: [`${web}/routes`, `${web}/root.tsx`],
    from: `${web}/features/*/**/*.{ts,tsx}`,
    // Globs of exceptions are matched as they are, so they are absolute.
    except: ["index.ts", "*.server.ts"].map((entry) => `${import.meta.dirname}/apps/web/app/features/*/${entry}`),
    message: "routes use a feature's public entry, features/<name>/index.ts (loaders: *.server.ts)",
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      ".tools/**",
      "**/build/**",
      "**/build-*/**",
      "**/dist/**",
      "**/.react-router/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: workspaceZones,
        },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@graha/server", "@graha/server/*"], message: "only the server imports server code" },
            { group: ["@graha/eval", "@graha/eval/*"], message: "product code never imports the chat evaluation" },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/jyotish/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@graha/*", "node:*"], message: "jyotish is pure: no repo imports, no I/O" }] },
      ],
    },
  },
  {
    files: ["eval/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@graha/server(?!/chat$)(/.*)?$",
              message: "the eval reaches the server only through the chat feature's public entry @graha/server/chat",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    settings: {
      // no-cycle follows imports through these files, read with the TypeScript parser.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [...workspaceZones, ...webZones],
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // The contracts are zod schemas: the browser bundle takes their types only.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@graha/contracts",
              allowTypeImports: true,
              message: "import types only (`import type`): no zod in the browser; patterns: @graha/contracts/patterns",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/**/*.ts"],
    // no-cycle follows imports only through files it may parse: the server's TypeScript.
    settings: { "import-x/extensions": [".ts"], "import-x/parsers": { "@typescript-eslint/parser": [".ts"] } },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: [...workspaceZones, ...serverZones] },
      ],
      "import-x/no-cycle": "error",
    },
  },
);
