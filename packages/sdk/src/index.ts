export {
  API_VERSION,
  createTalantaClient,
  isTalantaClientError,
  type TalantaClient,
  type TalantaClientError,
  type TalantaClientOptions,
} from './client.js';
export type { components, operations, paths } from './generated/rest-paths.js';
export { type ApiError, createTalantaRest, type TalantaRest } from './rest.js';
export type { AppRouter, RouterInputs, RouterOutputs, TalantaLiveEvent } from './router.js';
