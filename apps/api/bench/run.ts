import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `pnpm bench`: runs every bench/*.bench.ts in turn (each exports `run`); one failure fails the run. */
const directory = fileURLToPath(new URL('.', import.meta.url));
const benches = readdirSync(directory)
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();
benches.push('developers-search.ts'); // Developer search (named as the issue asks; also runnable on its own).

let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const bench = (await import(new URL(file, import.meta.url).href)) as { run: () => Promise<void> };
  try {
    await bench.run();
  } catch (error) {
    failed = true;
    console.error(`${file} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
