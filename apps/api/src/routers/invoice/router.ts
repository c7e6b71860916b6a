import { router } from '../../trpc/init';
import { byId } from './by-id';
import { earnings } from './earnings';
import { generate } from './generate';
import { list } from './list';
import { markPaid } from './mark-paid';
import { pdf } from './pdf';

export const invoiceRouter = router({
  byId,
  earnings,
  generate,
  list,
  markPaid,
  pdf,
});
