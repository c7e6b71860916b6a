import type { Translate } from '@/lib/i18n';
import type { PageMeta } from '@/lib/page-meta';

/**
 * The visitor pages' titles and descriptions, read by their routes' `head()` so the server's HTML
 * carries them for search engines and link previews, in the page's language (the route's loader
 * has loaded the `visitor` catalogue). Kept apart from the pages: a route's `head()` stays in the
 * app's first chunk, the page's code does not.
 */
export const landingMeta = (t: Translate): PageMeta => ({
  title: t('Hire vetted Tech Talent from Kenya and India'),
  description: t(
    'Hire vetted software developers from Kenya and India. AI-powered matching, introductions within 24 hours, contracts and payments handled.',
  ),
});

export const forDevelopersMeta = (t: Translate): PageMeta => ({
  title: t('For Developers'),
  description: t(
    'Join Talanta as Tech Talent: get vetted once, then work remotely with companies worldwide at fair US-dollar rates, with contracts and payments handled.',
  ),
});

export const howItWorksMeta = (t: Translate): PageMeta => ({
  title: t('How It Works'),
  description: t(
    'How hiring on Talanta works: share your requirements, meet vetted developers from Kenya and India within 24 hours, and start with a risk-free 2-week trial.',
  ),
});

export const forBusinessesMeta = (t: Translate): PageMeta => ({
  title: t('For Businesses'),
  description: t(
    'Hire vetted developers from Kenya and India: matched within 24 hours, with a risk-free 2-week trial and contracts and payments handled.',
  ),
});

export const registrationSuccessMeta = (t: Translate): PageMeta => ({
  title: t('Welcome to Talanta'),
  description: t(
    'Welcome to Talanta: what happens after you sign up, from the profile review to your first projects.',
  ),
});
