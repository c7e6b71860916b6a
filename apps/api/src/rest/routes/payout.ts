import { PAYOUT_LIMITS, type ZPayoutFile } from '@talanta/schema';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type RestRoute, restRoute } from '../route';

const TAG = 'Payout';

/** A payout file as a download: it holds full account numbers, so it is never cached. */
function sendPayoutFile(file: z.infer<typeof ZPayoutFile>, reply: FastifyReply): string {
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', 'no-store');
  return file.content;
}

/** Payout batches and payouts (issue 39, ADR 0041). */
export const payoutRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/payouts',
    procedure: 'payout.list',
    tag: TAG,
    summary:
      'The developer’s own payouts, newest first: amount in US cents (and shillings for M-Pesa), the method masked, `status` queued | sent | settled | failed, the bank’s reference and the dates',
  },
  {
    method: 'GET',
    path: '/admin/payouts/payable',
    procedure: 'payout.payable',
    tag: TAG,
    summary:
      'Every developer Talanta owes money not yet in a payout batch, with `state`: ready, no_method, held (their method changed in the last 24 hours) (admin)',
  },
  {
    method: 'PUT',
    path: '/admin/payouts/:id',
    procedure: 'payout.update',
    tag: TAG,
    summary:
      'Record what the bank said of a payout `{ status: sent | settled | failed, reference, reason? }` (admin). Moves: queued → sent → settled, queued or sent → failed, settled → failed (returned); each posts its ledger entry, and a failed payout’s amount is payable again. The same mark with the same reference again changes nothing; with another reference it is 409',
    example: { status: 'settled', reference: 'FT26334XK9' },
  },
  {
    method: 'POST',
    path: '/admin/payout-batches',
    procedure: 'payoutBatch.create',
    status: 201,
    tag: TAG,
    summary:
      'Queue one payout per developer with a payable balance and a payout method past its 24-hour hold, for all they are owed `{ kesRate? }` (shillings per US dollar; required when an M-Pesa payout is in it). Answers the batch (PB-YYYY-NNNNNN) and `skipped` with the reason; 409 when nothing can be paid (admin)',
    example: { kesRate: '129.5' },
  },
  {
    method: 'GET',
    path: '/admin/payout-batches',
    procedure: 'payoutBatch.list',
    tag: TAG,
    summary: `The newest payout batches with their payouts; \`limit\` (default ${PAYOUT_LIMITS.batchesDefault}, at most ${PAYOUT_LIMITS.batchesMax}) (admin)`,
  },
  {
    method: 'GET',
    path: '/admin/payout-batches/:id',
    procedure: 'payoutBatch.byId',
    tag: TAG,
    summary: 'One payout batch with its payouts and the files it has (admin)',
  },
  restRoute({
    method: 'GET',
    path: '/admin/payout-batches/:id/file',
    procedure: 'payoutBatch.file',
    tag: TAG,
    summary:
      'The batch’s file for the bank `?format=pain.001` (ISO 20022 credit transfers, pain.001.001.09, for bank accounts in India and abroad) or for M-Pesa `?format=mpesa-csv` (a bulk B2C upload in shillings at the batch’s rate). The same bytes on every download; 409 when no payout of the batch goes in that file (admin)',
    send: sendPayoutFile,
    response: z.string().meta({ contentMediaType: 'application/xml', description: 'The file' }),
  }),
];
