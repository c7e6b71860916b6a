import { Badge, Button } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Sparkles } from 'lucide-react';
import { useDocumentTitle } from '../../lib/document-title';
import { HeroStats } from './hero-stats';

/** The public landing page: for now its hero; the other sections of spec 000 §2 follow later. */
export function LandingPage() {
  useDocumentTitle('Hire vetted Tech Talent from Kenya and India');
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute top-[-12rem] left-1/2 -z-10 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-accent/10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-line)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:56px_56px] opacity-40"
      />
      <div className="mx-auto flex max-w-content flex-col items-center px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28 lg:px-8">
        <Badge variant="accent" className="mb-6">
          <Sparkles aria-hidden="true" className="size-3.5" />
          AI-powered matching · introductions within 24 hours
        </Badge>
        <h1 className="max-w-4xl text-display font-semibold text-ink">
          Hire the top <span className="text-accent">1–3%</span> of developers from Kenya and India
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted">
          Share your project, meet your match and start development within 48 hours. Contracts and payments
          are handled for you.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to="/register" search={{ role: 'client' }}>
              Start Hiring Today
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/register">Join as Tech Talent</Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-accent hover:underline">
            Log in
          </Link>
          <span aria-hidden="true" className="mx-2 text-ink-subtle">
            ·
          </span>
          <Link to="/how-it-works" className="font-semibold text-ink hover:text-accent">
            Learn More
          </Link>
        </p>
        <HeroStats />
      </div>
    </section>
  );
}
