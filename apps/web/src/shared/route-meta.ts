import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

import type { Namespace } from '../lib/i18n';

/**
 * What a route declares in its `handle`: where its `meta.title` and `meta.description` are, as a
 * namespace ("home") or a namespace and a key prefix ("legal:privacy" reads `privacy.meta.title`).
 */
export type RouteHandle = { meta?: Namespace | `${Namespace}:${string}` };

export const PRODUCT_NAME = 'DietCheck';

/**
 * Sets the document title and meta description from the deepest route that declares them, in the
 * current language, and again when the language changes.
 */
export function useRouteMeta(): void {
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle as RouteHandle | undefined)
    .find((candidate) => candidate?.meta);
  const [ns, prefix] = (handle?.meta ?? 'site').split(':') as [Namespace, string | undefined];
  const { t, i18n } = useTranslation(ns);
  const key = prefix ? `${prefix}.meta` : 'meta';
  const title = t(`${key}.title`);
  const description = t(`${key}.description`);
  useEffect(() => {
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description, i18n.language]);
}
