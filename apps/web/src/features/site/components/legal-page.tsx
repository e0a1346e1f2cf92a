import { LEGAL } from '@diet/domain';
import { LegalDocument } from '@diet/ui/legal-document';
import { useTranslation } from 'react-i18next';

import { PATHS } from '../../../config/routes';
import { RichText } from '../../../shared/components/rich-text';
import { RouterLink } from '../../../shared/components/router-link';
import { list } from '../../../shared/texts';

type Block = { p: string } | { ul: string[] };
type Section = { id: string; heading: string; blocks: Block[] };

export type LegalKind = keyof typeof LEGAL;

const LEGAL_PATHS: Record<LegalKind, string> = {
  privacy: PATHS.privacy,
  cookie: PATHS.cookie,
  terms: PATHS.terms,
};

/** "2025-05-20" as the spec writes it: "20.05.2025" (read the same way in the three languages). */
function swissDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** A legal page (public-site spec §2): numbered sections, the effective date, the other documents. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation('legal');
  const others = (Object.keys(LEGAL_PATHS) as LegalKind[]).filter((other) => other !== kind);
  return (
    <div className="mx-auto w-full max-w-3xl px-6 py-12 md:px-10 md:py-16">
      <LegalDocument
        title={t(`${kind}.title`)}
        effectiveDate={swissDate(LEGAL[kind].effective)}
        effectiveDateTime={LEGAL[kind].effective}
        intro={
          <p>
            <RichText text={t(`${kind}.intro`)} />
          </p>
        }
        sections={list<Section>(t, `${kind}.sections`).map((section) => ({
          id: section.id,
          heading: section.heading,
          content: section.blocks.map((block, i) =>
            'ul' in block ? (
              <ul key={i} className="list-disc pl-6">
                {block.ul.map((item) => (
                  <li key={item}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <p key={i}>
                <RichText text={block.p} />
              </p>
            ),
          ),
        }))}
        crossLinks={
          <nav aria-label={t('crossLinks.heading')} className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('crossLinks.heading')}</h2>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {others.map((other) => (
                <li key={other}>
                  <RouterLink
                    href={LEGAL_PATHS[other]}
                    className="rounded-sm font-semibold text-primary underline underline-offset-4 outline-none focus-visible:ring-4 focus-visible:ring-focus"
                  >
                    {t(`crossLinks.${other}`)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        }
      />
    </div>
  );
}
