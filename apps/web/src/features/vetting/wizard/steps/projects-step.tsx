import { MAX_VETTING_PROJECTS } from '@talanta/schema';
import { Button, FormField, Input, Textarea } from '@talanta/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { OptionalLabel } from './step-fields';
import type { ProjectsStepProps } from './step-props';

export function ProjectsStep({
  values,
  errorOf,
  setProjectField,
  addProject,
  removeProject,
}: ProjectsStepProps) {
  const t = useT();
  const { projects } = values;
  const atLimit = projects.length >= MAX_VETTING_PROJECTS;
  const listError = errorOf('projects');
  return (
    <div className="flex flex-col gap-5">
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      {projects.map((project, index) => {
        const number = index + 1;
        const headingId = `${project.key}-heading`;
        return (
          <section
            key={project.key}
            aria-labelledby={headingId}
            className="flex flex-col gap-4 rounded-lg border border-line bg-canvas/40 p-4 sm:p-5"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 id={headingId} className="text-base font-semibold text-ink">
                {t('Project {number}', { number })}
              </h3>
              {projects.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('Remove project {number}', { number })}
                  onClick={() => removeProject(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('Remove')}
                </Button>
              )}
            </div>
            <FormField label={t('Project name')} error={errorOf(`projects.${index}.name`)}>
              <Input
                name={`projects.${index}.name`}
                placeholder={t('M-Pesa reconciliation service')}
                value={project.name}
                onChange={(event) => setProjectField(index, 'name', event.target.value)}
              />
            </FormField>
            <FormField label={t('Description')} error={errorOf(`projects.${index}.description`)}>
              <Textarea
                name={`projects.${index}.description`}
                rows={3}
                placeholder={t('What it does, your part in it and the stack you used.')}
                value={project.description}
                onChange={(event) => setProjectField(index, 'description', event.target.value)}
              />
            </FormField>
            <FormField
              label={<OptionalLabel>{t('Project link')}</OptionalLabel>}
              error={errorOf(`projects.${index}.link`)}
            >
              <Input
                name={`projects.${index}.link`}
                type="url"
                inputMode="url"
                placeholder="https://github.com/username/project"
                value={project.link}
                onChange={(event) => setProjectField(index, 'link', event.target.value)}
              />
            </FormField>
          </section>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={addProject} disabled={atLimit}>
          <Plus aria-hidden="true" className="size-4" />
          {t('Add project')}
        </Button>
        <p className="text-sm text-ink-subtle" aria-live="polite">
          {atLimit
            ? t('Maximum {max} projects allowed', { max: MAX_VETTING_PROJECTS })
            : t('{count} of {max} projects', { count: projects.length, max: MAX_VETTING_PROJECTS })}
        </p>
      </div>
    </div>
  );
}
