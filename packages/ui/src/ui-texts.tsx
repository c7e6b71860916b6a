import { createContext, useContext } from 'react';

/**
 * The few words the shared components draw themselves (a field's "(optional)", a spinner's
 * "Loading", a dialog's Close and Cancel). English unless the app provides them in the page's
 * language (apps/web router.tsx): a prop given by the screen still wins.
 */
export interface UiTexts {
  optional: string;
  loading: string;
  loadingMore: string;
  loadMore: string;
  tryAgain: string;
  close: string;
  cancel: string;
  /** The toasts' region, as screen readers name it. */
  notifications: string;
  closeToast: string;
  /** A list of skills, as screen readers name it, and its badge for the ones not shown. */
  skills: string;
  moreCount: (count: number) => string;
}

export const ENGLISH_UI_TEXTS: UiTexts = {
  optional: '(optional)',
  loading: 'Loading',
  loadingMore: 'Loading...',
  loadMore: 'Load more',
  tryAgain: 'Try again',
  close: 'Close',
  cancel: 'Cancel',
  notifications: 'Notifications',
  closeToast: 'Close toast',
  skills: 'Skills',
  moreCount: (count) => `+${count} more`,
};

const UiTextsContext = createContext<UiTexts>(ENGLISH_UI_TEXTS);

export const UiTextsProvider = UiTextsContext.Provider;

export function useUiTexts(): UiTexts {
  return useContext(UiTextsContext);
}
