import {
  PRODUCTS_MODAL_SAMPLE_TILES,
  PRODUCTS_MODAL_TITLE_COUNT,
  langCodeToLocale,
  type IntoleranceCode,
  type Locale,
} from '@diet/domain';
import { Button } from '@diet/ui/button';
import { DietPicker } from '@diet/ui/diet-picker';
import { Hero } from '@diet/ui/hero';
import { VideoPlaceholder } from '@diet/ui/video-placeholder';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { PATHS } from '../../../config/routes';
import { langCodeOf } from '../../../lib/i18n';
import { RouterLink } from '../../../shared/components/router-link';
import { list } from '../../../shared/texts';

// The modals (and the dialog library under them) load when one first opens, not with the page.
const ProductsModal = lazy(() =>
  import('@diet/ui/products-modal').then((m) => ({ default: m.ProductsModal })),
);
const UpsellModal = lazy(() => import('@diet/ui/upsell-modal').then((m) => ({ default: m.UpsellModal })));
const DietNewsletterModal = lazy(() =>
  import('@diet/ui/diet-newsletter-modal').then((m) => ({ default: m.DietNewsletterModal })),
);

/** True from the first time `open` is true: a lazy modal mounts then and stays, for its exit. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The four diets of the picker, with the intolerance code whose green products they show. */
const DIETS = [
  { key: 'lactose', code: 1 },
  { key: 'gluten', code: 2 },
  { key: 'fodmap', code: 3 },
  { key: 'fructose', code: 4 },
] as const satisfies readonly { key: string; code: IntoleranceCode }[];

type DietKey = (typeof DIETS)[number]['key'];

const NEWSLETTER_OPTIONS = ['histamine', 'nuts', 'soy', 'egg', 'vegan', 'other'] as const;

type Tile = { name: string; image?: string };
type Samples = { status: 'loading' } | { status: 'error' } | { status: 'ready'; products: Tile[] };

/** Loads the chosen diet's sample products while its modal is open; `retry` tries again. */
function useSamples(diet: (typeof DIETS)[number] | null, locale: Locale) {
  const [attempt, setAttempt] = useState(0);
  const key = diet ? `${diet.code}/${locale}/${attempt}` : null;
  // The answer of the request it belongs to: anything else reads as still loading.
  const [answer, setAnswer] = useState<{ key: string; samples: Samples } | null>(null);
  useEffect(() => {
    if (!diet || !key) return;
    let current = true;
    import('../api/samples')
      .then(async ({ fetchSampleProducts, sampleTile }) => {
        const products = await fetchSampleProducts(diet.code);
        const tiles = products.map((product) => sampleTile(product, locale));
        if (current) setAnswer({ key, samples: { status: 'ready', products: tiles } });
      })
      .catch((error: unknown) => {
        console.warn('Sample products could not be loaded', error);
        if (current) setAnswer({ key, samples: { status: 'error' } });
      });
    return () => {
      current = false;
    };
  }, [diet, locale, key]);
  const samples: Samples = answer && answer.key === key ? answer.samples : { status: 'loading' };
  return { samples, retry: () => setAttempt((n) => n + 1) };
}

/** Diets (public-site spec §2): the picker, each diet's sample products, sign-up, diet alerts, the journey. */
export default function DietsScreen() {
  const { t, i18n } = useTranslation('diets');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<DietKey | null>(null);
  const [upsellOpen, setUpsellOpen] = useState(false);
  const [newsletterOpen, setNewsletterOpen] = useState(false);
  const diet = DIETS.find((item) => item.key === chosen) ?? null;
  const locale = langCodeToLocale(langCodeOf(i18n));
  const { samples, retry } = useSamples(diet, locale);
  const productsMounted = useOpenedOnce(diet !== null);
  const upsellMounted = useOpenedOnce(upsellOpen);
  const newsletterMounted = useOpenedOnce(newsletterOpen);

  return (
    <div className="flex flex-col">
      <div className="bg-gradient-to-b from-primary-soft to-canvas px-6 pt-12 pb-12 md:px-10 md:pt-20">
        <Hero
          eyebrow={t('hero.eyebrow')}
          title={t('hero.title')}
          text={<p>{t('hero.body')}</p>}
          ctaLabel={t('hero.cta')}
          ctaHref={PATHS.registration}
          linkComponent={RouterLink}
        />
      </div>

      <div className="mx-auto w-full max-w-4xl px-6 py-12 md:px-10 md:py-16">
        <header className="mb-8 flex flex-col gap-3">
          <h2 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{t('picker.title')}</h2>
          <p className="text-lg text-pretty text-muted-fg">{t('picker.subtitle')}</p>
        </header>
        <DietPicker
          diets={DIETS.map((item) => ({
            id: item.key,
            name: t(`items.${item.key}.name`),
            description: t(`items.${item.key}.description`),
            ctaLabel: t(`items.${item.key}.cta`),
          }))}
          onSelect={(_, index) => setChosen(DIETS[index]?.key ?? null)}
        />
        <div className="mt-10 flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center shadow-card md:p-8">
          <p className="text-lg font-semibold text-pretty">{t('newsletter.title')}</p>
          <p className="max-w-xl text-pretty text-muted-fg">{t('newsletter.description')}</p>
          <Button variant="outline" onClick={() => setNewsletterOpen(true)}>
            {t('newsletter.open')}
          </Button>
        </div>
      </div>

      <section aria-labelledby="diets-journey" className="bg-surface px-6 py-16 md:px-10 md:py-20">
        <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <h2 id="diets-journey" className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
              {t('journey.title')}
            </h2>
            <p className="text-lg text-pretty text-muted-fg">{t('journey.body')}</p>
          </div>
          <VideoPlaceholder title={t('journey.videoTitle')} description={t('journey.videoDescription')} />
        </div>
      </section>

      <Suspense fallback={null}>
        {productsMounted ? (
          <ProductsModal
            open={diet !== null}
            onOpenChange={(open) => {
              if (!open) setChosen(null);
            }}
            diet={diet ? t(`items.${diet.key}.modalName`) : ''}
            totalCount={PRODUCTS_MODAL_TITLE_COUNT}
            sampleCount={PRODUCTS_MODAL_SAMPLE_TILES}
            status={samples.status}
            products={samples.status === 'ready' ? samples.products : []}
            onRetry={retry}
            loadingLabel={t('modal.loading')}
            errorMessage={t('modal.error')}
            retryLabel={t('modal.retry')}
            emptyMessage={t('modal.empty')}
            onSignUp={() => {
              setChosen(null);
              setUpsellOpen(true);
            }}
          />
        ) : null}
        {upsellMounted ? (
          <UpsellModal
            open={upsellOpen}
            onOpenChange={setUpsellOpen}
            title={t('upsell.title')}
            description={t('upsell.description')}
            benefits={list<string>(t, 'upsell.benefits')}
            ctaLabel={t('upsell.cta')}
            onCreateProfile={() => void navigate(PATHS.registration)}
          />
        ) : null}
        {newsletterMounted ? (
          <DietNewsletterModal
            open={newsletterOpen}
            onOpenChange={setNewsletterOpen}
            title={t('newsletter.title')}
            description={t('newsletter.description')}
            dietOptions={NEWSLETTER_OPTIONS.map((option) => ({
              value: option,
              label: t(`newsletter.options.${option}`),
            }))}
            onSubscribe={async ({ name, diet: wanted, email }) =>
              (await import('../api/forms')).subscribeNewsletter({ email, name, diets: wanted })
            }
          />
        ) : null}
      </Suspense>
    </div>
  );
}
