import type { PageMeta } from '@/lib/page-meta';

/**
 * The visitor pages' titles and descriptions, read by their routes' `head()` so the server's HTML
 * carries them for search engines and link previews. Kept apart from the pages: a route's `head()`
 * stays in the app's first chunk, the page's code does not.
 */
export const LANDING_META: PageMeta = {
  title: 'Hire vetted Tech Talent from Kenya and India',
  description:
    'Hire vetted software developers from Kenya and India. AI-powered matching, introductions within 24 hours, contracts and payments handled.',
};

export const FOR_DEVELOPERS_META: PageMeta = {
  title: 'For Developers',
  description:
    'Join Talanta as Tech Talent: get vetted once, then work remotely with companies worldwide at fair US-dollar rates, with contracts and payments handled.',
};

export const HOW_IT_WORKS_META: PageMeta = {
  title: 'How It Works',
  description:
    'How hiring on Talanta works: share your requirements, meet vetted developers from Kenya and India within 24 hours, and start with a risk-free 2-week trial.',
};

export const FOR_BUSINESSES_META: PageMeta = {
  title: 'For Businesses',
  description:
    'Hire vetted developers from Kenya and India: matched within 24 hours, with a risk-free 2-week trial and contracts and payments handled.',
};

export const REGISTRATION_SUCCESS_META: PageMeta = {
  title: 'Welcome to Talanta',
  description:
    'Welcome to Talanta: what happens after you sign up, from the profile review to your first projects.',
};
