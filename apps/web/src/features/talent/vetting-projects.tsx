import type { TPublicDeveloper } from '@talanta/schema';
import { Card, CardContent } from '@talanta/ui';
import { useT } from '@/lib/i18n';

const WEB_ADDRESS = /^https?:\/\//i;

/** The projects of the developer's approved vetting application (issue 38); nothing without any. */
export function VettingProjects({ projects }: Pick<TPublicDeveloper, 'projects'>) {
  const t = useT();
  if (projects.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('Vetting projects')}</h2>
        <ul className="flex flex-col gap-4">
          {projects.map((project) => (
            // The developer's own words: the project's name and description.
            <li key={`${project.name}-${project.link ?? ''}`} translate="no" className="flex flex-col gap-1">
              <h3 className="font-medium break-words text-ink">
                {project.link && WEB_ADDRESS.test(project.link) ? (
                  <a
                    href={project.link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="underline hover:text-accent"
                  >
                    {project.name}
                  </a>
                ) : (
                  project.name
                )}
              </h3>
              <p className="text-sm break-words whitespace-pre-line text-ink-muted">{project.description}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
