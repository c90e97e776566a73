// Remembers which steps already passed on this exact tree, so a second `npm test` in the same
// checkout (CI runs it once per database engine) does not repeat work whose result cannot differ:
// the static checks and the site build depend on the files and the Node version, not on the
// database. Anything that touches a database always runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMPS = join('node_modules', '.cache', 'tree-stamps');

const git = (...args) => spawnSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * A digest of every file git would commit, as it is on disk now (the index's blob ids, then the
 * contents of files modified since or not yet added), and of the Node version. Null outside a
 * git checkout: then nothing is remembered.
 */
const treeDigest = () => {
  const index = git('ls-files', '-s');
  if (index.status !== 0) return null;
  const digest = createHash('sha256').update(process.version).update(index.stdout);
  const changed = git('ls-files', '-m', '-o', '--exclude-standard', '-z');
  if (changed.status !== 0) return null;
  for (const file of changed.stdout.split('\0').filter(Boolean).sort()) {
    digest.update(`\0${file}\0`);
    if (existsSync(file)) digest.update(readFileSync(file));
  }
  return digest.digest('hex');
};

let cached;
const digestOnce = () => (cached ??= { value: treeDigest() }).value;

const stampPath = (step) => {
  const digest = digestOnce();
  return digest ? join(STAMPS, `${step}-${digest}`) : null;
};

/** When `step` last passed on this very tree (an ISO time), or null. */
export const passedOnThisTree = (step) => {
  const path = stampPath(step);
  return path && existsSync(path) ? readFileSync(path, 'utf8') : null;
};

/** Records that `step` passed on this tree. */
export const markPassedOnThisTree = (step) => {
  const path = stampPath(step);
  if (!path) return;
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(path, new Date().toISOString());
};
