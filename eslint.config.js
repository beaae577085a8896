// ESLint flat config. The dependency rule of docs/architecture.md is enforced here:
// jyotish imports nothing from the repo; contracts only jyotish; web never imports server;
// the chat evaluation (eval/) uses the chat feature's public entry and nothing imports it.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const restricted = (from, target, message) => ({ target, from, message });

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
          zones: [
            restricted("./apps", "./packages", "packages never import apps"),
            restricted("./packages/contracts", "./packages/jyotish", "the engine imports nothing from the repo"),
            restricted("./apps/server", "./apps/web", "the web app reaches the server only through the API"),
            restricted(
              "./apps/web",
              "./apps/server",
              "the server does not import web source; it loads the built bundle",
            ),
            restricted("./eval", ["./apps", "./packages"], "product code never imports the chat evaluation"),
            {
              ...restricted("./apps/server", "./eval", "the eval reaches the server only through @graha/server/chat"),
              except: ["./src/features/chat/index.ts"],
            },
          ],
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
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
