import { FaqList } from '@diet/ui/faq-list';
import { useTranslation } from 'react-i18next';

import { RichText } from '../../../shared/components/rich-text';
import { SUPPORT_EMAIL } from '../../../shared/site-facts';
import { list } from '../../../shared/texts';

type Question = { question: string; answer: string };

/** Support (signed-in spec §2: content not shown): the support address and the FAQ. */
export default function SupportScreen() {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation('contact');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-8 md:px-8 md:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('support.title')}</h1>
        <p className="text-lg text-pretty text-muted-fg">{t('support.body')}</p>
        <p className="text-lg">
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-4 focus-visible:ring-focus focus-visible:outline-none"
          >
            {SUPPORT_EMAIL}
          </a>
        </p>
      </header>
      <FaqList
        title={tc('faq.title')}
        items={list<Question>(tc, 'faq.items').map((item) => ({
          question: item.question,
          answer: <RichText text={item.answer} />,
        }))}
      />
    </div>
  );
}
