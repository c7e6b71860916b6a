import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface PackedVersion {
  manifest: { name: string; version: string; [field: string]: unknown };
  tarball: Buffer;
}

/** Every installed copy of `name` in pnpm's virtual store, by version. */
function installedCopies(storeDir: string, name: string): Map<string, string> {
  const prefix = `${name.replace('/', '+')}@`;
  const copies = new Map<string, string>();
  for (const entry of readdirSync(storeDir)) {
    if (!entry.startsWith(prefix)) continue;
    const dir = join(storeDir, entry, 'node_modules', name);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    copies.set(version, dir);
  }
  return copies;
}

/**
 * An npm registry on a loopback port that serves the packages this repository already installed
 * (every version pnpm's store holds of `roots` and of what they depend on), packed from their
 * installed folders. Tests install from it as a stranger installs from npmjs.org, and no test
 * traffic leaves the machine.
 */
export async function startLoopbackRegistry(
  repoRoot: string,
  roots: readonly string[],
  packDir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const storeDir = join(repoRoot, 'node_modules', '.pnpm');
  const packages = new Map<string, PackedVersion[]>();
  const queue = [...roots];
  // Bounded: each name is packed once, and the store holds finitely many.
  while (queue.length > 0) {
    const name = queue.shift() ?? '';
    if (packages.has(name)) continue;
    const versions: PackedVersion[] = [];
    packages.set(name, versions);
    const copies = installedCopies(storeDir, name);
    if (copies.size === 0) throw new Error(`pnpm's store holds no copy of ${name}`);
    for (const dir of copies.values()) {
      const manifest = JSON.parse(
        readFileSync(join(dir, 'package.json'), 'utf8'),
      ) as PackedVersion['manifest'];
      // pnpm's store hard-links files with the same content (a .d.ts, .d.mts and .d.cts), npm
      // packs those as tar hard links, and npm's own extraction drops them: pack a plain copy.
      const copy = join(packDir, 'copies', `${name.replace('/', '+')}@${manifest.version}`);
      cpSync(dir, copy, { recursive: true, dereference: true });
      // A copy npm will not pack (pnpm's copy of @types/node 14 is one) is left out: should npm
      // need that version, the install fails and says so.
      const packed = await run(
        'npm',
        ['pack', copy, '--pack-destination', packDir, '--ignore-scripts', '--json'],
        { cwd: packDir },
      ).catch(() => undefined);
      if (!packed) continue;
      const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
      versions.push({ manifest, tarball: readFileSync(join(packDir, filename)) });
      const optionalPeers = (manifest.peerDependenciesMeta ?? {}) as Record<string, { optional?: boolean }>;
      const needed = {
        ...(manifest.dependencies as Record<string, string> | undefined),
        ...Object.fromEntries(
          Object.entries((manifest.peerDependencies ?? {}) as Record<string, string>).filter(
            ([peer]) => !optionalPeers[peer]?.optional,
          ),
        ),
      };
      queue.push(...Object.keys(needed));
    }
  }

  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/').slice(1);
    const tarball = /^-\/tarball\/(.+)\/(\d[^/]*)$/.exec(path);
    if (tarball) {
      const found = packages.get(tarball[1] ?? '')?.find((entry) => entry.manifest.version === tarball[2]);
      if (!found) return void response.writeHead(404).end();
      return void response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found.tarball);
    }
    const versions = packages.get(path);
    if (!versions) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    const origin = `http://${request.headers.host}`;
    const newest = [...versions].sort((a, b) =>
      a.manifest.version.localeCompare(b.manifest.version, 'en', { numeric: true }),
    );
    const packument = {
      name: path,
      'dist-tags': { latest: newest.at(-1)?.manifest.version },
      versions: Object.fromEntries(
        versions.map(({ manifest, tarball: bytes }) => [
          manifest.version,
          {
            ...manifest,
            dist: {
              tarball: `${origin}/-/tarball/${encodeURIComponent(path)}/${manifest.version}`,
              shasum: createHash('sha1').update(bytes).digest('hex'),
              integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
            },
          },
        ]),
      ),
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(packument));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
