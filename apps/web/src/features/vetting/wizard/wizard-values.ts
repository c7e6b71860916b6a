import {
  MAX_VETTING_PROJECTS,
  type TVettingDraft,
  type TVettingDraftValues,
  type TVettingStep,
  VETTING_STEP_COUNT,
} from '@talanta/schema';

/** A project row as the wizard edits it; `key` only keeps React's list stable and is never saved. */
export interface ProjectValues {
  key: string;
  name: string;
  description: string;
  link: string;
}

/** Everything the five steps ask for, as the inputs hold it (text, possibly still empty). */
export interface WizardValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  githubUrl: string;
  linkedinUrl: string;
  portfolioUrl: string;
  areaOfExpertise: string;
  experienceLevel: string;
  skills: string[];
  bio: string;
  projects: ProjectValues[];
}

export type TextField = Exclude<keyof WizardValues, 'skills' | 'projects'>;
export type ProjectField = Exclude<keyof ProjectValues, 'key'>;

let projectKeys = 0;
export function emptyProject(): ProjectValues {
  projectKeys += 1;
  return { key: `project-${projectKeys}`, name: '', description: '', link: '' };
}

export function emptyValues(): WizardValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    githubUrl: '',
    linkedinUrl: '',
    portfolioUrl: '',
    areaOfExpertise: '',
    experienceLevel: '',
    skills: [],
    bio: '',
    projects: [emptyProject()],
  };
}

export function clampStep(step: number): TVettingStep {
  return Math.min(Math.max(Math.trunc(step) || 1, 1), VETTING_STEP_COUNT) as TVettingStep;
}

/** The wizard as a saved draft restores it: the saved step and every saved field over the blanks. */
export function valuesFromDraft(draft: TVettingDraft | null | undefined): {
  step: TVettingStep;
  values: WizardValues;
} {
  const values = emptyValues();
  if (!draft) return { step: 1, values };
  const { projects, skills, ...text } = draft.data;
  for (const [field, value] of Object.entries(text) as [TextField, string | undefined][]) {
    if (typeof value === 'string') values[field] = value;
  }
  if (skills) values.skills = [...skills];
  if (projects?.length) {
    values.projects = projects.slice(0, MAX_VETTING_PROJECTS).map((project) => ({
      ...emptyProject(),
      name: project.name ?? '',
      description: project.description ?? '',
      link: project.link ?? '',
    }));
  }
  return { step: clampStep(draft.step), values };
}

/** What is saved to the server: the fields as typed, without the list keys. */
export function draftOf(step: TVettingStep, values: WizardValues): TVettingDraft {
  const data: TVettingDraftValues = applicationInputOf(values);
  return { step, data };
}

/**
 * The application as the shared schema checks it: every project row, without the list keys. The
 * schema drops untouched rows and refuses half-filled ones, so what it passes on holds only
 * projects with both a name and a description (spec 001 §5).
 */
export function applicationInputOf(values: WizardValues) {
  return {
    ...values,
    projects: values.projects.map(({ name, description, link }) => ({ name, description, link })),
  };
}
