// Apart from the messages: the app's start reads these (its route checks the Browse Jobs URL and the
// page size) and carries every export of a module it reads, messages and all.

/** Limits of job fields the spec leaves open; generous, but they keep junk and huge values out. */
export const JOB_LIMITS = {
  titleMax: 200,
  skillLengthMax: 50,
  /** Budgets and rates, in US dollars. */
  amountMax: 10_000_000,
  searchMax: 200,
  /** Deeper pages are better reached by narrowing the filters; OFFSET costs grow with depth. */
  offsetMax: 10_000,
  /** Jobs per page of Browse Jobs; the next page loads as the list's end scrolls into view. */
  browsePageSize: 20,
} as const;
