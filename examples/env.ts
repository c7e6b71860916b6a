import type { TalantaClientOptions } from '@talanta/sdk';

/** TALANTA_URL and TALANTA_TOKEN, or a message naming what is missing and the exit. */
export function connectionFromEnv(): Pick<TalantaClientOptions, 'baseUrl' | 'token'> {
  const baseUrl = process.env.TALANTA_URL;
  const token = process.env.TALANTA_TOKEN;
  if (!baseUrl || !token) {
    process.stderr.write('Set TALANTA_URL (e.g. http://localhost:3000) and TALANTA_TOKEN (an API token).\n');
    process.exit(2);
  }
  return { baseUrl, token };
}
