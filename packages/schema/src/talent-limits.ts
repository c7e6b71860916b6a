// Apart from the messages: the app's start reads these (its route checks the Browse Tech Talent URL)
// and carries every export of a module it reads, messages and all.

export const TALENT_LIMITS = {
  searchMax: 200,
  skillFiltersMax: 10,
  /** Raw length of the skills parameter (or of one listed skill) before it is split and trimmed. */
  skillsTextMax: 1000,
  /** Deeper pages are better reached by narrowing the search; OFFSET costs grow with depth. */
  offsetMax: 10_000,
  /** Browse pages of the signed-in screen: 12 cards fill four rows of the 3-column grid. */
  browsePageSize: 12,
} as const;
