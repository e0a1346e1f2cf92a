import { FaqList } from '@diet/ui/faq-list';
import { Hero } from '@diet/ui/hero';
import { useTranslation } from 'react-i18next';

import { BelowTheFold } from '../components/below-the-fold';
import { RichText } from '../components/rich-text';
import { list } from '../components/texts';

type Question = { question: string; answer: string };

const loadBelowTheFold = () => import('./contact-below');

/** Contact and FAQ (public-site spec §2): ten questions, then the contact form and our address. */
export default function ContactScreen() {
  const { t } = useTranslation('contact');
  return (
    <div className="flex flex-col">
      <div className="bg-gradient-to-b from-primary-soft to-canvas px-6 pt-12 pb-10 md:px-10 md:pt-20">
        <Hero title={t('hero.title')} text={<p>{t('hero.body')}</p>} />
      </div>
      <div className="mx-auto w-full max-w-3xl px-6 py-12 md:px-10 md:py-16">
        <FaqList
          title={t('faq.title')}
          items={list<Question>(t, 'faq.items').map((item) => ({
            question: item.question,
            answer: <RichText text={item.answer} />,
          }))}
        />
      </div>
      <BelowTheFold load={loadBelowTheFold} placeholderClassName="min-h-[48rem]" />
    </div>
  );
}
