/**
 * /product/details/:id (signed-in spec §2, §4 suitability banner, §7, §8): the product from the
 * card that opened it (navigation state) or the products cache, shown at once, and its details
 * asked for every time (the API records the view in the history). Image, brand, name, CHF price,
 * store and logo, the favourite heart, the verdict card (the suitability banner's sentence, first
 * match wins, as its headline, naming every diet at that level when there are several; then one row per diet of the user with its state and one-line
 * reason: suits you, may contain traces, uncertain, not suitable, not checked), for a yellow or red
 * product the best alternative right under it (components/better-swap.tsx), the three
 * collapsible sections, and 'Suggested products for you' (alternatives that suit: see
 * components/alternatives.tsx). On a phone the picture sits small beside the name, so the verdict
 * is in the first screen.
 *
 * Under Ingredients & Allergens, the evidence: for each of the user's diets the product is not
 * green for (a card headed by the diet; its verdict is the verdict card's to say), the words of the ingredient list that decided it (highlighted in the list as printed),
 * the rule in plain language, and whether it is an ingredient, a "may contain" statement or
 * missing information.
 *
 * States: nothing known yet ('Loading product details...'); no such product (the API's 404: a
 * way back); the API down or failing (a message with Try again; what is known stays on screen).
 * A failed suggestions call gives 'No similar products found.' (spec §8).
 */
import {
  brandLabel,
  isLocale,
  isUnreadOnly,
  nameIn,
  productName,
  productSchema,
  storeLabel,
  suitability,
  withImageBase,
  type Product,
} from '@diet/domain';
import { Button } from '@diet/ui/button';
import { EmptyState } from '@diet/ui/empty-state';
import { Icon } from '@diet/ui/icon';
import { ProductDetailHeader, ProductDetails, ProductDetailsLoading } from '@diet/ui/product-details';
import { VerdictCard } from '@diet/ui/verdict-card';
import { VerdictEvidence } from '@diet/ui/verdict-evidence';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';

import { config } from '../../../config';
import { PATHS } from '../../../config/routes';
import { dietKeyOf } from '../../../lib/diet-keys';
import { ApiError } from '../../../lib/http';
import { useFavoriteToggle } from '../../../shared/api/favorites';
import { AddToList } from '../../../shared/components/add-to-list';
import { RouterLink } from '../../../shared/components/router-link';
import { productDrawing } from '../../../shared/product-drawing';
import { useKnownCategories, useProducts, useProfile, useSignedIn } from '../../../shared/session';
import { Alternatives } from '../components/alternatives';
import { BetterSwap } from '../components/better-swap';
import { OffersList } from '../components/offers-list';
import { recentProduct } from '../../../shared/api/recent-products';
import { productDetailsQuery, recommendedQuery } from '../api/product-queries';
import { betterSwapOf } from '../../../shared/better-swap';
import { dietEvidence } from '../utils/evidence';
import { reasonText, verdictRows } from '../utils/verdict-rows';

/** The product a card put in the navigation state, if it is this one and reads as a product. */
function productFromState(state: unknown, id: string): Product | undefined {
  const raw = (state as { product?: unknown } | null)?.product;
  if (raw == null) return undefined;
  const parsed = productSchema.safeParse(raw);
  return parsed.success && parsed.data.id === id ? parsed.data : undefined;
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.failure.kind === 'status' && error.failure.status === 404;
}

const PAGE = 'mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 md:px-8 md:py-8';

export default function ProductScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { t, i18n } = useTranslation('product');
  const { t: tApp } = useTranslation('app');
  const { notify } = useSignedIn();
  const profile = useProfile();
  const listed = useProducts().data;
  const categories = useKnownCategories();

  const details = useQuery({
    ...productDetailsQuery(id, profile?.id ?? ''),
    enabled: profile?.id != null && id !== '',
  });
  // What is known before the details arrive: the list's copy (kept in step with favourites), the
  // one the card carried, or the copy kept when it was last opened.
  const known = useMemo(
    () =>
      listed?.find((product) => String(product.id) === id) ??
      productFromState(location.state, id) ??
      recentProduct(id),
    [listed, location.state, id],
  );
  const notFound = isNotFound(details.error);
  const product = notFound ? undefined : (details.data ?? known);

  // Until the product is known the suggestions wait (a bare product only gives the key its id).
  const placeholder = useMemo(() => productSchema.parse({ id: id || '0' }), [id]);
  const suggestions = useQuery({
    ...recommendedQuery(product ?? placeholder, profile),
    enabled: product !== undefined,
  });

  const toggle = useFavoriteToggle({ id }, profile?.id ?? null);

  // Logged only (spec §8): the screen shows what it can.
  useEffect(() => {
    if (details.error && !notFound) console.warn('Product details failed', details.error);
  }, [details.error, notFound]);
  useEffect(() => {
    if (suggestions.error) console.warn('Suggestions failed', suggestions.error);
  }, [suggestions.error]);

  const locale = isLocale(i18n.language) ? i18n.language : 'en';

  if (notFound) {
    return (
      <div className={PAGE}>
        <h1 className="sr-only">{t('heading')}</h1>
        <EmptyState
          icon={<Icon name="search" />}
          titleAs="h2"
          title={t('notFound.title')}
          description={t('notFound.body')}
          action={
            <Button asChild>
              <RouterLink href={PATHS.dashboard}>{t('notFound.back')}</RouterLink>
            </Button>
          }
        />
      </div>
    );
  }

  const retry = (
    <Button onClick={() => void details.refetch()} busy={details.isFetching} busyLabel={t('failed.retrying')}>
      {t('failed.retry')}
    </Button>
  );

  if (!product) {
    return (
      <div className={PAGE}>
        <h1 className="sr-only">{t('heading')}</h1>
        {details.isError ? (
          <EmptyState
            role="alert"
            icon={<Icon name="alert-circle" />}
            titleAs="h2"
            title={t('failed.title')}
            description={t('failed.body')}
            action={retry}
          />
        ) : (
          <ProductDetailsLoading />
        )}
      </div>
    );
  }

  const intolerances = profile?.intolerances ?? [];
  const verdict = suitability(product.colors, intolerances);
  // Every diet of the user at the verdict's level: the headline names them all when there are several.
  const headlineDiets =
    verdict.level === 'green'
      ? []
      : [...new Set(product.colors[verdict.level])]
          .filter((code) => intolerances.includes(code))
          .sort((a, b) => a - b);
  const name = productName(product, locale);
  // The name's language when it is not the page's (a fallback): screen readers pronounce it right.
  const shownIn = nameIn(product, locale)?.language;
  const nameLang = shownIn === undefined || shownIn === locale ? undefined : shownIn;
  const full = details.data;
  // A diet we could not check has nothing on the pack to point at: its row in the verdict card says
  // what we could not read, rather than a "may not suit" card here.
  const evidence = full
    ? dietEvidence(full, intolerances).filter((entry) => !full.colors.unknown?.includes(entry.diet))
    : [];

  let sections: React.ReactNode;
  if (full) {
    sections = (
      <ProductDetails
        headingLevel={2}
        defaultOpenSections={['ingredients']}
        ingredients={full.ingredients}
        ingredientsLang={full.ingredients_lang}
        ingredientsContent={
          <VerdictEvidence
            ingredients={full.ingredients}
            ingredientsLang={full.ingredients_lang}
            headingLevel={3}
            // The verdict card above says each diet's verdict: the cards here are headed by the
            // diet alone and go straight to the evidence.
            showVerdict={false}
            diets={evidence.map((entry) => ({
              diet: dietKeyOf(entry.diet),
              verdict: entry.level,
              findings: entry.findings.map((finding) => ({
                ...finding,
                rule: t(`rules.${finding.rule}`, { defaultValue: t('rules.unknown') }),
              })),
            }))}
          />
        }
        nutrition={full.nutritional_info}
        notes={full.notes}
      />
    );
  } else if (details.isError) {
    sections = (
      <EmptyState
        role="alert"
        size="sm"
        icon={<Icon name="alert-circle" />}
        titleAs="h2"
        title={t('detailsFailed.title')}
        description={t('detailsFailed.body')}
        action={retry}
        className="rounded-md border border-border"
      />
    );
  } else {
    sections = <ProductDetailsLoading className="min-h-40" />;
  }

  return (
    <div className={PAGE}>
      <ProductDetailHeader
        name={name}
        nameLang={nameLang}
        brand={brandLabel(product) || null}
        price={product.price}
        storeName={storeLabel(product)}
        storeLogoSrc={withImageBase(config.apiUrl, product.storeLogo) ?? undefined}
        imageSrc={withImageBase(config.apiUrl, product.image) ?? undefined}
        drawing={productDrawing(product, categories)}
        backHref={PATHS.dashboard}
        linkComponent={RouterLink}
        favorite={product.is_favorite}
        favoritePending={toggle.isPending}
        onFavoriteChange={(next) => {
          if (profile?.id == null) {
            notify({ tone: 'error', message: tApp('favorites.signIn') });
            return;
          }
          toggle.mutate(next, {
            onError: () => notify({ tone: 'error', message: tApp('favorites.failed', { name }) }),
          });
        }}
      >
        <VerdictCard
          verdict={verdict.level}
          diet={verdict.level === 'green' ? undefined : dietKeyOf(verdict.code)}
          diets={headlineDiets.map(dietKeyOf)}
          unread={isUnreadOnly(product.colors, intolerances)}
          rows={verdictRows(full ?? product, intolerances).map((row) => ({
            diet: dietKeyOf(row.diet),
            state: row.state,
            reason: row.reason ? reasonText(row.reason, row.diet, t, locale) : undefined,
          }))}
        />
        {/* What instead, at once, in the first screen: the best alternative that suits, with its
            own "Add to list" (so the page's button below is only ever this product's). */}
        <BetterSwap
          product={product}
          intolerances={intolerances}
          suggestions={suggestions.data}
          loading={suggestions.isPending}
          locale={locale}
          className="mt-3"
        />
        <AddToList product={product} name={name} className="mt-4" />
      </ProductDetailHeader>
      <div className="min-w-0">{sections}</div>
      {full?.offers && full.offers.length > 1 ? <OffersList offers={full.offers} /> : null}
      {/* Alternatives that suit (the spec's suggestions row; its own component). */}
      <Alternatives
        product={product}
        intolerances={intolerances}
        suggestions={suggestions.data}
        swap={betterSwapOf(product, intolerances, suggestions.data)}
        loading={suggestions.isPending}
        failed={suggestions.isError}
        locale={locale}
      />
    </div>
  );
}
