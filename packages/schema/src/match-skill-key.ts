/**
 * Spellings of one skill that people use interchangeably, by the key `skillKey` reduces them to.
 * The database has its own copy in `skill_key()` (migration 0022); a db test checks they agree, and
 * a change here needs a migration that replaces that function.
 */
export const SKILL_ALIASES: Readonly<Record<string, string>> = {
  js: 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  golang: 'go',
  postgres: 'postgresql',
  psql: 'postgresql',
  mongo: 'mongodb',
  k8s: 'kubernetes',
  amazonwebservices: 'aws',
  googlecloud: 'gcp',
  googlecloudplatform: 'gcp',
  tailwindcss: 'tailwind',
  html5: 'html',
  css3: 'css',
  csharp: 'c#',
  dotnet: 'net',
  aspnet: 'net',
  reactjs: 'react',
  vuejs: 'vue',
  angularjs: 'angular',
  nodejs: 'node',
  nextjs: 'next',
  expressjs: 'express',
  nestjs: 'nest',
  nuxtjs: 'nuxt',
  sveltekit: 'svelte',
};

/**
 * The key two spellings of one skill share: "React", "React.js" and "reactjs" are all `react`;
 * "Node.js", "Node" and "NodeJS" are `node`; "React Native" stays `reactnative`. Stored beside
 * profiles and jobs so the database can find overlaps with an index.
 */
export function skillKey(name: string): string {
  const compact = name
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
  if (SKILL_ALIASES[compact]) return SKILL_ALIASES[compact];
  const withoutJs = compact.endsWith('js') && compact.length > 2 ? compact.slice(0, -2) : compact;
  return SKILL_ALIASES[withoutJs] ?? withoutJs;
}

/** Distinct keys of a skills list, sorted (the stored form). */
export function skillKeys(names: readonly string[]): string[] {
  return [...new Set(names.map(skillKey).filter((key) => key.length > 0))].sort();
}
