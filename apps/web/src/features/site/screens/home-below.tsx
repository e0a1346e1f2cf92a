import {
  HOW_IT_WORKS_INTERVAL_MS,
  ROTATING_SECTION_INTERVAL_MS,
  TESTIMONIAL_INTERVAL_MS,
} from '@diet/domain';
import { Button } from '@diet/ui/button';
import { Carousel } from '@diet/ui/carousel';
import { FeatureAccordion } from '@diet/ui/feature-accordion';
import { HowItWorks, MockQuestionnaire } from '@diet/ui/how-it-works';
import { NewsletterBox } from '@diet/ui/newsletter-box';
import { TestimonialCarousel, type TestimonialTone } from '@diet/ui/testimonial-carousel';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RouterLink } from '../../../shared/components/router-link';
import { list } from '../../../shared/texts';
import { JoinBand } from '../components/join-band';
import { AlternativesPreview, SearchPreview, VerdictPreview } from '../components/step-previews';

type Titled = { title: string; body: string };
type Step = { title: string; description: string };
type Quote = { quote: string; name: string; tag: string };

/** Soft backgrounds the testimonial cards take in turn. */
const TONES: readonly TestimonialTone[] = [
  'primary-soft',
  'info-soft',
  'warning-soft',
  'success-soft',
  'muted',
];

/**
 * The home page below its first screen: how it works, the four diets, features, voices, sign-up
 * and newsletter. A chunk of its own, loaded as the visitor heads for it.
 */
export default function HomeBelowTheFold() {
  const { t } = useTranslation('home');
  const steps = list<Step>(t, 'howItWorks.steps');
  const previews = [
    <MockQuestionnaire key="quiz" />,
    <SearchPreview key="search" query="Alpro" />,
    <VerdictPreview key="verdict" />,
    <AlternativesPreview key="alternatives" title={steps[3]?.title ?? ''} />,
  ];
  return (
    <>
      <div className="bg-surface px-6 py-16 md:px-10 md:py-24">
        <HowItWorks
          title={t('howItWorks.title')}
          subtitle={t('howItWorks.subtitle')}
          autoAdvanceMs={HOW_IT_WORKS_INTERVAL_MS}
          scrollActivation
          steps={steps.map((step, i) => ({
            title: step.title,
            description: step.description,
            preview: previews[i],
            previewLabel: i === 0 ? undefined : step.title,
          }))}
        >
          <div className="flex flex-col items-center gap-4 text-center">
            <div className="flex flex-wrap justify-center gap-3">
              <Button asChild size="lg">
                <RouterLink href={PATHS.login}>{t('howItWorks.startNow')}</RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <RouterLink href={PATHS.diets}>{t('howItWorks.learnDiets')}</RouterLink>
              </Button>
            </div>
            <p className="max-w-xl text-muted-fg">{t('howItWorks.footer')}</p>
          </div>
        </HowItWorks>
      </div>

      <div className="mx-auto w-full max-w-4xl px-6 py-16 md:py-24">
        <header className="mb-8 text-center">
          <h2 id="home-rotating" className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {t('rotating.title')}
          </h2>
          <p className="mt-3 text-lg text-pretty text-muted-fg">{t('rotating.subtitle')}</p>
        </header>
        <Carousel label={t('rotating.title')} autoAdvanceMs={ROTATING_SECTION_INTERVAL_MS}>
          {list<Titled>(t, 'rotating.items').map((item) => (
            <div
              key={item.title}
              className="flex h-full min-h-56 flex-col gap-3 rounded-xl bg-primary-soft p-8 md:p-10"
            >
              <h3 className="text-2xl font-bold text-fg">{item.title}</h3>
              <p className="text-lg text-pretty text-fg">{item.body}</p>
            </div>
          ))}
        </Carousel>
      </div>

      <div className="bg-surface px-6 py-16 md:px-10 md:py-24">
        {/* The section's own centred heading, like the page's other sections (the kit's is left-aligned). */}
        <h2
          id="home-features"
          className="mx-auto mb-8 max-w-3xl text-center text-3xl font-bold tracking-tight text-balance md:text-4xl"
        >
          {t('features.title')}
        </h2>
        <FeatureAccordion
          className="mx-auto max-w-3xl"
          aria-labelledby="home-features"
          sections={list<Titled>(t, 'features.sections').map((section) => ({
            title: section.title,
            content: <p>{section.body}</p>,
          }))}
        />
      </div>

      <div className="px-6 py-16 md:px-10 md:py-24">
        <TestimonialCarousel
          className="mx-auto max-w-4xl"
          title={t('testimonials.title')}
          autoAdvanceMs={TESTIMONIAL_INTERVAL_MS}
          testimonials={list<Quote>(t, 'testimonials.items').map((item, i) => ({
            quote: item.quote,
            name: item.name,
            tag: item.tag,
            background: TONES[i % TONES.length],
          }))}
        />
      </div>

      <JoinBand title={t('join.title')} body={t('join.body')} cta={t('join.cta')} />

      <div className="px-6 py-16 md:px-10 md:py-20">
        <NewsletterBox
          className="mx-auto max-w-3xl"
          title={t('newsletter.title')}
          text={t('newsletter.body')}
          onSubscribe={async (email) => (await import('../api/forms')).subscribeNewsletter({ email })}
        />
      </div>
    </>
  );
}
