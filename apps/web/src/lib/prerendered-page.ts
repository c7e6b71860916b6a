let takingOver = false;

/**
 * Whether start.tsx is loading the first route of a prerendered page, which React then hydrates:
 * a route need not wait for code whose HTML is already on screen (the landing page's sections
 * after the hero); React hydrates that part once its code arrives.
 */
export const isTakingOverPrerenderedPage = () => takingOver;

/** Runs the first route's load of a prerendered page (start.tsx). */
export async function loadPrerenderedPage(load: () => Promise<void>): Promise<void> {
  takingOver = true;
  try {
    await load();
  } finally {
    takingOver = false;
  }
}
