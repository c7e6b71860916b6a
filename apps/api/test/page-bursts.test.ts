import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bursts } from '../src/plugins/web-render';

/** What leaves the transform, part by part. */
function collect(stream: ReturnType<typeof bursts>): string[] {
  const out: string[] = [];
  stream.on('data', (part: Buffer) => out.push(part.toString()));
  return out;
}

describe("a page's parts on their way to the compressor", () => {
  it('go out as one burst when written in one turn of the event loop, in order', async () => {
    const stream = bursts();
    const out = collect(stream);
    for (const part of ['<html>', '<head>', '</head>', '<body>']) stream.write(Buffer.from(part));
    expect(out).toEqual([]);
    await nextTurn();
    expect(out).toEqual(['<html><head></head><body>']);
  });

  it('send a part written later (data that came after the shell) as soon as the loop turns, and the rest at the end', async () => {
    const stream = bursts();
    const out = collect(stream);
    stream.write(Buffer.from('shell'));
    await nextTurn();
    stream.write(Buffer.from('data'));
    await nextTurn();
    stream.write(Buffer.from('tail'));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.end();
    await ended;
    expect(out).toEqual(['shell', 'data', 'tail']);
  });
});
