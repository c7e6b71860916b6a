import { Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { FileText, Handshake, Rocket } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { LandingSection } from './landing-section';

/** Section 3: the three steps (spec 000 §1). */
export function HowItWorksSteps() {
  const t = useT();
  const steps = [
    {
      icon: FileText,
      title: t('Share your project'),
      text: t('Tell us what you are building, the skills you need and your budget. It takes five minutes.'),
    },
    {
      icon: Handshake,
      title: t('Meet your match'),
      text: t(
        'AI-powered matching and our vetting team introduce you to hand-picked developers within 24 hours.',
      ),
    },
    {
      icon: Rocket,
      title: t('Start development'),
      text: t('Pick who you like, agree the terms and start. Contracts and payments are handled for you.'),
    },
  ];
  return (
    <LandingSection
      id="how-it-works"
      eyebrow={t('How it works')}
      title={t('From idea to a working team in three steps')}
      description={t('No job boards, no weeks of screening: we do the vetting so you can build.')}
    >
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative flex flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-card"
          >
            <span className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <step.icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-semibold text-ink-subtle">
                {t('Step {number}', { number: index + 1 })}
              </span>
            </span>
            <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
            <p className="text-sm text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline">
          <Link to="/how-it-works">{t('Learn More')}</Link>
        </Button>
      </div>
    </LandingSection>
  );
}
