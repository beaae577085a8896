#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh clone. It must run on an old
// system Node (20, say): it fetches Node 24 from the npm registry into .tools/ when the
// running Node is older, installs the workspace with it, then runs the requested steps
// with Node 24 first on PATH. Plain JavaScript on purpose: nothing is installed yet.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { arch, platform } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const NODE_VERSION = "24.21.0";
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const toolsDir = join(root, ".tools");
const nodeHome = join(toolsDir, `node-${NODE_VERSION}`);

function log(message) {
  process.stderr.write(`[graha] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    log(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

function nodeMajor(version) {
  return Number(version.replace(/^v/, "").split(".")[0]);
}

/** Returns the directory whose bin/ holds a Node >= 24, fetching it when needed. */
function ensureNode() {
  if (nodeMajor(process.version) >= 24) return dirname(dirname(process.execPath));
  const binary = join(nodeHome, "bin", "node");
  if (existsSync(binary)) return nodeHome;
  const os = platform();
  const cpu = arch() === "x64" ? "x64" : arch();
  const pkg = `node-${os}-${cpu}@${NODE_VERSION}`;
  log(`system Node ${process.version} is older than 24: fetching ${pkg} from the npm registry`);
  const scratch = join(toolsDir, "download");
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  run("npm", ["pack", pkg, "--silent"], { cwd: scratch, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(scratch).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack ${pkg} produced no tarball`);
  run("tar", ["xzf", tarball], { cwd: scratch });
  rmSync(nodeHome, { recursive: true, force: true });
  renameSync(join(scratch, "package"), nodeHome);
  rmSync(scratch, { recursive: true, force: true });
  return nodeHome;
}

function withNode(home) {
  const env = { ...process.env, PATH: `${join(home, "bin")}:${process.env.PATH}` };
  // Native addons (better-sqlite3) build against the headers shipped with this Node,
  // never against headers downloaded at install time.
  if (existsSync(join(home, "include", "node"))) env.npm_config_nodedir = home;
  return env;
}

function newer(a, b) {
  return existsSync(a) && (!existsSync(b) || statSync(a).mtimeMs > statSync(b).mtimeMs);
}

function ensureInstalled(env) {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  const nodeStamp = join(root, "node_modules", `.graha-node-${NODE_VERSION}`);
  if (existsSync(marker) && !newer(lock, marker) && (nodeMajor(process.version) >= 24 || existsSync(nodeStamp))) return;
  log("installing dependencies");
  // `npm install` with the committed lockfile installs exactly its versions. Not `npm ci`:
  // npm 11 refuses its own lockfiles there when optional platform packages (eslint's
  // resolver bindings for other systems) are left out of them, as npm writes them.
  run("npm", ["install", "--no-audit", "--no-fund"], { env });
  run("node", ["-e", `require("fs").writeFileSync(${JSON.stringify(nodeStamp)}, "")`], { env });
}

const [step = "start", ...rest] = process.argv.slice(2);
const home = ensureNode();
const env = withNode(home);
if (step === "node-path") {
  process.stdout.write(join(home, "bin"));
  process.exit(0);
}
ensureInstalled(env);
const scripts = {
  start: ["run", "start:app"],
  test: ["run", "test:all"],
  exec: null,
};
if (!(step in scripts)) {
  log(`unknown step '${step}': use start, test or exec -- <command>`);
  process.exit(2);
}
if (step === "exec") {
  const [command, ...args] = rest[0] === "--" ? rest.slice(1) : rest;
  run(command, args, { env });
} else {
  run("npm", [...scripts[step], ...(rest.length ? ["--", ...rest] : [])], { env });
}
