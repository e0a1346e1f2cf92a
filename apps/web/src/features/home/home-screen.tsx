import { Button } from '@diet/ui/button';
import { useTranslation } from 'react-i18next';

/** The public home page's hero: what the product does and the way into the sign-up quiz. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col items-start justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('hero.eyebrow')}</p>
      <h1 className="text-4xl font-bold text-balance md:text-5xl">{t('hero.title')}</h1>
      <p className="max-w-prose text-lg text-muted-fg">{t('hero.body')}</p>
      <Button asChild size="lg">
        <a href="/registration-questionnaire">{t('hero.cta')}</a>
      </Button>
    </main>
  );
}
