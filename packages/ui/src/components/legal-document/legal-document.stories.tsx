import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { LegalDocument, type LegalSection } from './legal-document';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).legalDocument;
}

const privacySections: LegalSection[] = [
  {
    id: 'controller',
    heading: 'Who is responsible',
    content: <p>DietCheck AG, Zurich, Switzerland, is responsible for processing your personal data.</p>,
  },
  {
    id: 'data-we-collect',
    heading: 'Data we collect',
    content: (
      <>
        <p>When you create a profile we collect:</p>
        <ul>
          <li>your name, username and e-mail address;</li>
          <li>the diets and intolerances you choose;</li>
          <li>your year of birth and your shopping habits.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'purposes',
    heading: 'Why we use it',
    content: (
      <p>We use your data to compare products with your profile and to recommend suitable products.</p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Sharing',
    content: <p>We do not sell your data. Service providers process it on our behalf under contract.</p>,
  },
  {
    id: 'storage',
    heading: 'Storage and security',
    content: <p>Your data is stored in Europe and protected by technical and organisational measures.</p>,
  },
  {
    id: 'rights',
    heading: 'Your rights',
    content: <p>You may ask for access to, correction of or deletion of your data at any time.</p>,
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    content: (
      <p>
        We use cookies and browser storage as described in our <a href="#cookie">cookie policy</a>.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    content: <p>We may update this policy. The effective date above shows the current version.</p>,
  },
];

const meta = {
  title: 'Public site/LegalDocument',
  component: LegalDocument,
  tags: ['autodocs'],
  args: {
    title: 'Privacy policy',
    effectiveDate: '20.05.2025',
    effectiveDateTime: '2025-05-20',
    intro: <p>This policy explains how we handle your personal data when you use our website and app.</p>,
    sections: privacySections,
    crossLinks: (
      <p>
        Read also our <a href="#cookie">cookie policy</a> and our{' '}
        <a href="#terms-of-service">terms of service</a>.
      </p>
    ),
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy page: 8 sections, effective 20.05.2025, linking to the cookie page. */
export const Default: Story = {};

export const WithoutIntroOrCrossLinks: Story = { args: { intro: undefined, crossLinks: undefined } };

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

/** Terms of service: 13 sections, effective 24.09.2025. */
export const ThirteenSections: Story = {
  args: {
    title: 'Terms of service',
    effectiveDate: '24.09.2025',
    effectiveDateTime: '2025-09-24',
    sections: Array.from({ length: 13 }, (_, i) => ({
      id: `terms-${i + 1}`,
      heading: `Section heading ${i + 1}`,
      content: <p>These terms are governed by Swiss law. Paragraph {i + 1} of the terms.</p>,
    })),
  },
};

/** The table of contents links to every section's anchor, in order and numbered. */
export const TableOfContentsLinksToSections: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const texts = kit(globals);
    const toc = within(canvas.getByRole('navigation', { name: texts.contents }));
    const links = toc.getAllByRole('link');
    await expect(links).toHaveLength(8);
    for (const [index, section] of privacySections.entries()) {
      await expect(links[index]).toHaveAttribute('href', `#${section.id}`);
      const target = canvasElement.querySelector(`#${section.id}`);
      await expect(target).not.toBeNull();
      await expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        `${index + 1}.`,
      );
    }
    await expect(canvas.getByText('20.05.2025')).toHaveAttribute('datetime', '2025-05-20');
    await expect(canvas.getByRole('complementary', { name: texts.related })).toBeVisible();
  },
};
