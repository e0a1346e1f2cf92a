import { Hero } from '@diet/ui/hero';
import { MoodIcon } from '@diet/ui/mood-icon';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';
import { BelowTheFold } from '../components/below-the-fold';

const QUIZ = PATHS.registration;

const loadBelowTheFold = () => import('./home-below');

/** The public home page (public-site spec §2): hero, intro, how it works, diets, features, voices, sign-up. */
export default function HomeScreen() {
  const { t } = useTranslation('home');
  return (
    <div className="flex flex-col">
      <div className="bg-gradient-to-b from-primary-soft to-canvas px-6 pt-12 pb-16 md:px-10 md:pt-20 md:pb-24">
        <Hero
          layout="split"
          className="mx-auto max-w-6xl"
          eyebrow={t('hero.eyebrow')}
          title={t('hero.title')}
          text={<p>{t('hero.body')}</p>}
          ctaLabel={t('hero.cta')}
          ctaHref={QUIZ}
          linkComponent={RouterLink}
          media={<HeroVerdicts />}
        />
      </div>

      <section aria-labelledby="home-intro" className="mx-auto max-w-3xl px-6 py-16 text-center md:py-20">
        <h2 id="home-intro" className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {t('intro.title')}
        </h2>
        <p className="mt-4 text-lg text-pretty text-muted-fg">{t('intro.body')}</p>
      </section>

      <BelowTheFold load={loadBelowTheFold} placeholderClassName="min-h-[400vh]" />
    </div>
  );
}

/** The hero's picture: the three verdicts as the app shows them, readable without colour. */
function HeroVerdicts() {
  const { t } = useTranslation('home');
  const rows = [
    { verdict: 'green', label: t('hero.verdicts.green') },
    { verdict: 'yellow', label: t('hero.verdicts.yellow') },
    { verdict: 'red', label: t('hero.verdicts.red') },
  ] as const;
  return (
    <ul className="mx-auto flex w-full max-w-sm flex-col gap-3" aria-label={t('hero.verdicts.label')}>
      {rows.map((row) => (
        <li
          key={row.verdict}
          className="flex items-center gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm"
        >
          <MoodIcon verdict={row.verdict} size="lg" />
          <span className="text-base font-semibold text-fg">{row.label}</span>
        </li>
      ))}
    </ul>
  );
}
