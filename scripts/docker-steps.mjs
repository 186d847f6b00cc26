#!/usr/bin/env node
/**
 * Runs the Dockerfile's build steps without Docker (no container can be built in CI): the build
 * stages' WORKDIR/ENV/COPY/RUN lines, in order, in a temporary copy of the build context (the
 * checkout's tracked files minus .dockerignore), then checks that every path the final stage
 * copies out of a build stage exists. A broken image step fails CI. Also checks that the image
 * installs with the same npm command as CI (.ci/run).
 *
 *   node scripts/docker-steps.mjs            run the steps
 *   node scripts/docker-steps.mjs --dry-run  only parse, check and print them
 *   --dockerfile FILE / --ci FILE            another Dockerfile or CI script (the tests' fixtures)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dryRun = process.argv.includes('--dry-run');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback;
};
const dockerfilePath = option('--dockerfile', path.join(root, 'Dockerfile'));
const ciPath = option('--ci', path.join(root, '.ci', 'run'));

class StepFailed extends Error {}

function fail(message) {
  throw new StepFailed(message);
}

/** The Dockerfile's instructions: continuation lines joined, comments dropped. */
export function instructions(text) {
  const joined = text.replace(/\\\r?\n/g, ' ');
  return joined.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#')).map((line) => {
    const [, keyword, rest] = /^(\S+)\s*(.*)$/.exec(line);
    return { keyword: keyword.toUpperCase(), args: rest };
  });
}

/** Stages in order: { name, steps }. */
export function stages(list) {
  const found = [];
  for (const step of list) {
    if (step.keyword === 'FROM') {
      const name = /\bAS\s+(\S+)/i.exec(step.args)?.[1] ?? String(found.length);
      found.push({ name, from: step.args.split(/\s+/)[0], steps: [] });
    } else if (found.length > 0) {
      found.at(-1).steps.push(step);
    }
  }
  return found;
}

/** The arguments of COPY/ADD: JSON form or words; flags (--from=…, --chown=…) apart. */
function copyArgs(args) {
  const words = args.trim().startsWith('[') ? JSON.parse(args) : args.trim().split(/\s+/);
  const flags = Object.fromEntries(words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=')));
  const paths = words.filter((w) => !w.startsWith('--'));
  return { flags, sources: paths.slice(0, -1), target: paths.at(-1) };
}

/** .dockerignore patterns as tests on a context-relative path (Docker's rules: *, ?, **, !). */
function ignoreRules(text) {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#')).map((line) => {
    const negate = line.startsWith('!');
    const pattern = path.posix.normalize((negate ? line.slice(1) : line).replace(/^\/+/, ''));
    const source = pattern.split('/').map((part) => (part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))).join('/');
    return { negate, regex: new RegExp(`^${source}(/.*)?$`) };
  });
}

function ignored(rules, relative) {
  let result = false;
  for (const { negate, regex } of rules) if (regex.test(relative)) result = !negate;
  return result;
}

/** The build context as a clean checkout has it: tracked files, minus .dockerignore. */
function contextFiles() {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const ignoreFile = path.join(root, '.dockerignore');
  const rules = fs.existsSync(ignoreFile) ? ignoreRules(fs.readFileSync(ignoreFile, 'utf8')) : [];
  return listed.filter((file) => !ignored(rules, file) && fs.existsSync(path.join(root, file)));
}

/** COPY from the context: a file to the target (a folder when it ends in / or with several sources), a folder's contents into it. */
function copyFromContext(files, sources, target, stageRoot) {
  for (const source of sources) {
    const wanted = path.posix.normalize(source).replace(/\/$/, '');
    const asFolder = wanted === '.' ? files : files.filter((file) => file.startsWith(`${wanted}/`));
    const copies = files.includes(wanted)
      ? [[wanted, target.endsWith('/') || sources.length > 1 ? path.posix.join(target, path.posix.basename(wanted)) : target]]
      : asFolder.map((file) => [file, path.posix.join(target, wanted === '.' ? file : path.posix.relative(wanted, file))]);
    if (copies.length === 0) fail(`COPY ${source}: not in the build context (tracked by git and not in .dockerignore)`);
    for (const [file, imagePath] of copies) {
      const destination = resolveIn(stageRoot, imagePath);
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      fs.copyFileSync(path.join(root, file), destination);
    }
  }
}

/** An image path (absolute, or relative to WORKDIR) inside the stage's folder. */
function resolveIn(stageRoot, imagePath, workdir = '/') {
  return path.join(stageRoot, path.posix.resolve(workdir, imagePath));
}

/** The install command CI runs before `npm test` (.ci/run's last line). */
function ciInstallCommand() {
  const run = fs.readFileSync(ciPath, 'utf8');
  const match = /^(npm (?:install|ci)\b[^&\n]*?)\s*&&\s*npm test\s*$/m.exec(run);
  if (!match) fail('.ci/run has no `npm install … && npm test` line');
  return match[1].trim();
}

function main() {
  const dockerfile = fs.readFileSync(dockerfilePath, 'utf8');
  const all = stages(instructions(dockerfile));
  if (all.length < 2) fail('expected a build stage and a runtime stage');
  const buildStages = all.slice(0, -1);
  const runtime = all.at(-1);

  const installs = buildStages.flatMap((stage) => stage.steps).filter((step) => step.keyword === 'RUN' && /^npm (install|ci)\b/.test(step.args)).map((step) => step.args.trim());
  const ciInstall = ciInstallCommand();
  if (installs.length === 0) fail('the build stage installs no dependencies (no RUN npm install/ci)');
  for (const install of installs) {
    if (install !== ciInstall) fail(`the image installs with \`${install}\` but CI with \`${ciInstall}\`: use one command`);
  }

  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-docker-steps-'));
  const files = contextFiles();
  const stageRoots = new Map();
  try {
    for (const stage of buildStages) {
      const stageRoot = path.join(base, stage.name);
      fs.mkdirSync(stageRoot, { recursive: true });
      stageRoots.set(stage.name, stageRoot);
      let workdir = '/';
      // ENV lines become exports before each RUN (the shell inherits everything else, as in the image).
      const env = {};
      console.log(`docker-steps: stage ${stage.name} (FROM ${stage.from}) in ${stageRoot}`);
      for (const { keyword, args } of stage.steps) {
        const started = Date.now();
        console.log(`docker-steps: ${keyword} ${args}`);
        if (keyword === 'WORKDIR') {
          workdir = path.posix.resolve(workdir, args.trim());
          fs.mkdirSync(resolveIn(stageRoot, workdir), { recursive: true });
        } else if (keyword === 'ENV') {
          for (const [, key, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[key] = value.replace(/^"|"$/g, '');
        } else if (keyword === 'COPY' || keyword === 'ADD') {
          const { flags, sources, target } = copyArgs(args);
          if (flags.from) fail(`COPY --from inside a build stage is not supported here: ${args}`);
          if (!dryRun) copyFromContext(files, sources, path.posix.resolve(workdir, target) + (target.endsWith('/') ? '/' : ''), stageRoot);
        } else if (keyword === 'RUN') {
          if (!dryRun) {
            const prelude = Object.entries(env).map(([key, value]) => `export ${key}='${value.replace(/'/g, `'\\''`)}'; `).join('');
            const result = spawnSync('sh', ['-c', `${prelude}${args}`], { cwd: resolveIn(stageRoot, workdir), stdio: 'inherit' });
            if (result.status !== 0) fail(`RUN ${args}: exit ${result.status ?? result.signal}`);
          }
        } else if (!['ARG', 'LABEL', 'USER', 'EXPOSE', 'VOLUME', 'CMD', 'ENTRYPOINT', 'HEALTHCHECK', 'SHELL', 'STOPSIGNAL'].includes(keyword)) {
          fail(`unsupported instruction in a build stage: ${keyword}`);
        }
        if (!dryRun && keyword === 'RUN') console.log(`docker-steps: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }
    // The runtime stage takes its files from the build stage: each must be there.
    for (const { keyword, args } of runtime.steps) {
      if (keyword !== 'COPY') continue;
      const { flags, sources } = copyArgs(args);
      if (!flags.from) continue;
      const stageRoot = stageRoots.get(flags.from);
      if (!stageRoot) fail(`COPY --from=${flags.from}: no such build stage`);
      for (const source of sources) {
        console.log(`docker-steps: runtime stage takes ${source} from ${flags.from}`);
        if (!dryRun && !fs.existsSync(resolveIn(stageRoot, source))) fail(`the runtime stage copies ${source} from ${flags.from}, which the build steps did not produce`);
      }
    }
    console.log(`docker-steps: ${dryRun ? 'parsed' : 'ran'} the image's build steps; image and CI install with \`${ciInstall}\``);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof StepFailed)) throw error;
  console.error(`docker-steps: ${error.message}`);
  process.exitCode = 1;
}
