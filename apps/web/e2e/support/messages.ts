import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './constants';

/** A tRPC answer's data, failing the test on any other answer. */
async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** A request context of its own (no browser) on the server this run tests (the config's baseURL). */
export function newApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: test.info().project.use.baseURL ?? E2E_BASE_URL });
}

/** The e2e admin (created by the server from ADMIN_EMAIL), signed in on its own request context. */
export async function adminApi(): Promise<APIRequestContext> {
  const admin = await newApi();
  await dataOf(await admin.post('/trpc/auth.login', { data: E2E_ADMIN }));
  return admin;
}

/** The admin's full name, as the other side of a conversation shows it. */
export const ADMIN_NAME = 'Platform Admin';

/** Opens (or finds) the conversation between the user signed in on `api` and `userId`. */
export async function startConversation(api: APIRequestContext, userId: number): Promise<number> {
  const result = await dataOf<{ conversationId: number }>(
    await api.post('/trpc/message.startConversation', { data: { userId } }),
  );
  return result.conversationId;
}

/** Sends a message as the user signed in on `api` (into the pair's latest conversation). */
export async function sendMessage(
  api: APIRequestContext,
  receiverId: number,
  content: string,
): Promise<{ id: number; conversationId: number }> {
  const result = await dataOf<{ message: { id: number; conversationId: number } }>(
    await api.post('/trpc/message.send', { data: { receiverId, content } }),
  );
  return result.message;
}

/** Several messages, one after the other (so their order is the order given). */
export async function sendMessages(api: APIRequestContext, receiverId: number, contents: string[]) {
  for (const content of contents) await sendMessage(api, receiverId, content);
}

/** The conversation list of Messages. */
export const conversationList = (page: Page) => page.getByRole('list', { name: 'Conversations' });

/** A conversation of the list, by the other person's name. */
export const conversationRow = (page: Page, name: string) =>
  conversationList(page).getByRole('link', { name: new RegExp(name) });

/** The open thread (a log of messages). */
export const thread = (page: Page) => page.getByRole('log');

/** The send box of the open conversation with `name`. */
export const messageBox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Message ${name}`, exact: true });

/** The top bar's bell; its accessible name carries the unread count. */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Opens the bell's list. */
export async function openNotifications(page: Page) {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}
