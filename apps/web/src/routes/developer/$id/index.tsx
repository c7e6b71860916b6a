import { createFileRoute } from '@tanstack/react-router';
import { DeveloperProfileFailed, DeveloperProfilePending } from '@/features/talent/developer-profile-states';
import { DeveloperProfileView } from '@/features/talent/developer-profile-view';
import { TALENT_NAMESPACES } from '@/features/talent/talent-namespaces';
import { translatorOf } from '@/lib/i18n';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { pageHead } from '@/lib/page-meta';
import { parseNumericId } from '@/lib/route-params';

/**
 * A developer's public profile, opened from a card on the landing page or the showcase. Anyone may
 * see an approved profile; its own developer also sees it while it is under review.
 */
export const Route = createFileRoute('/developer/$id/')({
  loader: async ({ context, params }) => {
    const texts = context.i18n.load(TALENT_NAMESPACES);
    const developerId = parseNumericId(params.id);
    // The profile's not-found and error screens are in the page's language too.
    const [, developer] = await Promise.allSettled([
      texts,
      context.queryClient.ensureQueryData(context.trpc.talent.byId.queryOptions({ id: developerId })),
    ]);
    await texts;
    if (developer.status === 'rejected') missingAsNotFound(developer.reason);
    return { developerId };
  },
  // For search engines: the profile's title, description, canonical address and ProfilePage.
  // Its ProfilePage's code loads with the page, not in the app's first chunk.
  head: async ({ loaderData, match }) => {
    const { queryClient, trpc, publicOrigin, i18n } = match.context;
    const developer =
      loaderData && queryClient.getQueryData(trpc.talent.byId.queryKey({ id: loaderData.developerId }));
    if (!developer) return {};
    const { developerHead } = await import('@/features/talent/developer-page-meta');
    return pageHead(developerHead(developer, publicOrigin, translatorOf(i18n.lingui)));
  },
  pendingComponent: DeveloperProfilePending,
  errorComponent: DeveloperProfileFailed,
  notFoundComponent: notFoundFrom(DeveloperProfileFailed),
  component: PublicDeveloperPage,
});

function PublicDeveloperPage() {
  const { developerId } = Route.useLoaderData();
  return <DeveloperProfileView developerId={developerId} />;
}
