/** Shared by playwright.config.ts (which starts the server) and the specs. */
// E2E_PORT lets two checkouts on one machine run their browser tests at the same time.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The server creates this admin at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@talanta.test', password: 'admin-pass-123' } as const;

export const DEFAULT_PASSWORD = 'secret123';

/** The browser suite's SMTP sink refuses every address at this domain (serve-throwaway.mjs). */
export const E2E_UNDELIVERABLE_DOMAIN = 'undeliverable.test';
