import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const PACKAGE_DIR = join(import.meta.dirname, '..');
const DIST = join(PACKAGE_DIR, 'dist');
const TSC = join(PACKAGE_DIR, 'node_modules', '.bin', 'tsc');

async function distFiles(): Promise<string[]> {
  const entries = await readdir(DIST, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('the built package', () => {
  it('names none of the workspace’s private packages or source paths', async () => {
    const files = await distFiles();
    expect(files.map((file) => file.slice(DIST.length + 1))).toContain('index.d.ts');
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toMatch(/@talanta\/(api|db|schema)|\.\.\/\.\.\/apps/);
    }
  });

  it('types a caller’s program: right calls pass, wrong inputs, paths and outputs fail', async () => {
    const result = await run(TSC, ['-p', 'test/consumer/tsconfig.json'], { cwd: PACKAGE_DIR }).catch(
      (error: { stdout?: string; code?: number }) => ({ stdout: error.stdout ?? '', code: error.code }),
    );
    expect(result.stdout).toBe('');
  });
});
