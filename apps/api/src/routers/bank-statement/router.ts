import { router } from '../../trpc/init';
import { importStatement } from './import-statement';

export const bankStatementRouter = router({
  import: importStatement,
});
