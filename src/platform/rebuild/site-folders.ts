import { mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Build folders under `root` (`<root>/<id>`) and the `current` symlink naming the one being served.
 * The symlink is replaced with rename(2), which is atomic: a reader sees the old or the new site,
 * never a half-written one. The server also keeps the current folder in memory, read once per request.
 */
export interface SiteFolders {
  /** Absolute path of the site being served, or null before the first good build. */
  current(): string | null;
  /** A fresh, empty folder for the next build. */
  create(): Promise<{ id: string; dir: string }>;
  /** Makes a finished build the one served. */
  promote(id: string): Promise<void>;
  /** Deletes all but the newest `keep` builds (and the served one). */
  prune(): Promise<void>;
  discard(dir: string): Promise<void>;
}

const CURRENT = 'current';

export async function siteFolders(root: string, keep = 2): Promise<SiteFolders> {
  await mkdir(root, { recursive: true });
  let currentId = await readCurrent(root);

  const prune = async () => {
    const ids = (await readdir(root)).filter(isBuildId).sort();
    const keepIds = new Set(ids.slice(-keep));
    if (currentId) keepIds.add(currentId);
    for (const id of ids) if (!keepIds.has(id)) await rm(join(root, id), { recursive: true, force: true });
  };

  return {
    current: () => (currentId ? join(root, currentId) : null),
    async create() {
      const id = newBuildId();
      const dir = join(root, id);
      await mkdir(dir, { recursive: true });
      return { id, dir };
    },
    async promote(id) {
      const tmp = join(root, `${CURRENT}.${process.pid}.${Date.now()}`);
      await symlink(id, tmp);
      await rename(tmp, join(root, CURRENT));
      currentId = id;
    },
    prune,
    async discard(dir) {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Sortable by time, unique within a process: `b<ms, base36>-<counter>`. */
let counter = 0;
function newBuildId(): string {
  return `b${Date.now().toString(36).padStart(9, '0')}-${(counter++).toString(36).padStart(3, '0')}`;
}

function isBuildId(name: string): boolean {
  return /^b[0-9a-z]{9}-[0-9a-z]{3,}$/.test(name);
}

async function readCurrent(root: string): Promise<string | null> {
  const link = join(root, CURRENT);
  try {
    const id = await readlink(link);
    return isBuildId(id) && existsSync(join(root, id)) ? id : null;
  } catch {
    return null;
  }
}
