import { createFileRoute } from '@tanstack/react-router';
import { allowAdmins } from '@/features/auth/guards';
import { pagePending } from '@/features/shell/route-states';
import {
  FIRST_QUESTION_PAGE,
  QUESTION_BANK_PAGE,
  QuestionBankPage,
} from '@/features/vetting/question-bank/question-bank-page';
import { awaitOnServer } from '@/lib/await-on-server';

export const Route = createFileRoute('/_authed/vetting-questions')({
  beforeLoad: allowAdmins,
  // The list keeps its own loading and failure states as its filters change.
  loader: ({ context }) =>
    awaitOnServer(
      context.queryClient.prefetchQuery(
        context.trpc.vetting.questionList.queryOptions({ ...FIRST_QUESTION_PAGE, search: '' }),
      ),
    ),
  pendingComponent: pagePending(QUESTION_BANK_PAGE, 'Loading the question bank'),
  component: QuestionBankPage,
});
