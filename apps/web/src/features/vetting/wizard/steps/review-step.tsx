import { EXPERIENCE_YEARS_LABELS, isBlankProject, type TVettingStep, VETTING_STEPS } from '@talanta/schema';
import { Badge, Button } from '@talanta/ui';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import type { StepProps } from './step-props';

interface ReviewStepProps extends Omit<StepProps, 'setField'> {
  goToStep: (step: TVettingStep) => void;
}

function Section({
  step,
  goToStep,
  children,
}: {
  step: Exclude<TVettingStep, 5>;
  goToStep: ReviewStepProps['goToStep'];
  children: ReactNode;
}) {
  const t = useT();
  const title = t.text(VETTING_STEPS[step - 1]?.title ?? '');
  return (
    <section className="flex flex-col gap-3 border-b border-line pb-5 last:border-b-0 last:pb-0">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h3>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('Edit {title}', { title })}
          onClick={() => goToStep(step)}
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          {t('Edit')}
        </Button>
      </div>
      {children}
    </section>
  );
}

function Item({ label, value, error }: { label: string; value: ReactNode; error?: string | undefined }) {
  const t = useT();
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-ink-subtle">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink">
        {value || <span className="text-ink-subtle">{t('Not given')}</span>}
        {error && <span className="mt-1 block text-danger">{error}</span>}
      </dd>
    </div>
  );
}

/** Step 5, Final Submission: everything entered, with a way back to each step. */
export function ReviewStep({ values, errorOf, goToStep }: ReviewStepProps) {
  const t = useT();
  const projects = values.projects.filter((project) => !isBlankProject(project));
  const level = EXPERIENCE_YEARS_LABELS[values.experienceLevel as keyof typeof EXPERIENCE_YEARS_LABELS];
  return (
    <div className="flex flex-col gap-5">
      <Section step={1} goToStep={goToStep}>
        <dl className="flex flex-col gap-2">
          <Item label={t('Name')} value={`${values.firstName} ${values.lastName}`.trim()} />
          <Item label={t('Email')} value={values.email} error={errorOf('email')} />
          <Item label={t('Phone number')} value={values.phoneNumber} />
        </dl>
      </Section>
      <Section step={2} goToStep={goToStep}>
        <dl className="flex flex-col gap-2">
          <Item label="GitHub" value={values.githubUrl} />
          <Item label="LinkedIn" value={values.linkedinUrl} />
          <Item label={t('Portfolio')} value={values.portfolioUrl} />
        </dl>
      </Section>
      <Section step={3} goToStep={goToStep}>
        <dl className="flex flex-col gap-2">
          <Item label={t('Area of expertise')} value={t.text(values.areaOfExpertise)} />
          <Item label={t('Experience level')} value={level ? t.text(level) : values.experienceLevel} />
          <Item
            label={t('Skills')}
            value={
              values.skills.length > 0 && (
                <span className="flex flex-wrap gap-1.5">
                  {values.skills.map((skill) => (
                    <Badge key={skill}>{skill}</Badge>
                  ))}
                </span>
              )
            }
          />
          <Item
            label={t('Bio')}
            value={values.bio && <span className="whitespace-pre-line">{values.bio}</span>}
          />
        </dl>
      </Section>
      <Section step={4} goToStep={goToStep}>
        {projects.length === 0 ? (
          <p className="text-sm text-ink-subtle">{t('No complete project yet')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {projects.map((project) => (
              <li key={project.key} className="flex flex-col gap-0.5">
                <span className="text-sm font-medium text-ink">{project.name}</span>
                <span className="text-sm whitespace-pre-line text-ink-muted">{project.description}</span>
                {project.link && <span className="text-sm break-words text-accent">{project.link}</span>}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
