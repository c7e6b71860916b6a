import type { ProjectField, TextField, WizardValues } from '@/features/vetting/wizard/wizard-values';

/** What every step screen receives from the wizard. */
export interface StepProps {
  values: WizardValues;
  /** The message to show under a field (`email`, `projects.1.name`), if any. */
  errorOf: (path: string) => string | undefined;
  setField: (field: TextField, value: string) => void;
}

export interface SkillsStepProps extends StepProps {
  setSkills: (skills: string[]) => void;
}

export interface ProjectsStepProps extends StepProps {
  setProjectField: (index: number, field: ProjectField, value: string) => void;
  addProject: () => void;
  removeProject: (index: number) => void;
}
