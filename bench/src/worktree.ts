// An earlier commit checked out beside this tree, for a bench that compares the two (`npm run bench -- compare`,
// `npm run bench:web -- --compare`): a git worktree in a temporary folder that shares this tree's installed
// packages, removed when the process exits, whatever happens.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
// Where npm puts a workspace's own packages (those it could not hoist to the root).
const WORKSPACE_MODULES = [
  'apps/api/node_modules',
  'apps/web/node_modules',
  'e2e/node_modules',
  'bench/node_modules',
];

export interface Worktree {
  commit: string;
  short: string;
  dir: string;
  remove(): void;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();

/** The full hash of `rev`, or an error naming it. */
export function resolveCommit(rev: string): string {
  try {
    return git('rev-parse', '--verify', '--quiet', `${rev}^{commit}`);
  } catch {
    throw new Error(`no commit ${rev} in this repository`);
  }
}

/**
 * This tree's root node_modules, entry by entry: the installed packages as links to this tree's, but npm's links
 * to the workspaces (@pdr/contract…) to the commit's own, so that its web app and server build on its own contract.
 */
function linkModules(from: string, to: string, worktree: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    const stat = lstatSync(source);
    if (entry.startsWith('@') && stat.isDirectory()) {
      linkModules(source, target, worktree);
      continue;
    }
    const workspace = stat.isSymbolicLink() ? path.relative(root, realpathSync(source)) : '..';
    if (workspace.startsWith('..') || workspace.split(path.sep).includes('node_modules'))
      symlinkSync(source, target);
    // A workspace the commit does not have yet stays out.
    else if (existsSync(path.join(worktree, workspace))) symlinkSync(path.join(worktree, workspace), target);
  }
}

/** Checks `rev` out into a temporary worktree sharing this tree's packages; removed at exit (or by `remove`). */
export function addWorktree(rev: string): Worktree {
  const commit = resolveCommit(rev);
  const short = commit.slice(0, 7);
  const parent = mkdtempSync(path.join(os.tmpdir(), 'pdr-worktree-'));
  const dir = path.join(parent, short);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      // Already gone, or never made: the folder goes below either way, and `git worktree prune` forgets it.
    }
    rmSync(parent, { recursive: true, force: true });
    git('worktree', 'prune');
  };
  process.on('exit', remove);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  git('worktree', 'add', '--detach', '--quiet', dir, commit);
  linkModules(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), dir);
  for (const folder of WORKSPACE_MODULES) {
    const source = path.join(root, folder);
    if (existsSync(source) && existsSync(path.dirname(path.join(dir, folder))))
      symlinkSync(source, path.join(dir, folder), 'dir');
  }
  return { commit, short, dir, remove };
}
