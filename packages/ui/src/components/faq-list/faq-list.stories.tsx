import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { FaqList, type FaqItem } from './faq-list';

/** The kit's texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).faqList;
}

const items: FaqItem[] = [
  {
    question: 'Is the app really free?',
    answer: 'Yes. Creating a profile and checking products is free. Premium features may come later.',
  },
  {
    question: 'Which diets and intolerances are supported?',
    answer:
      'Lactose intolerance, gluten-free, fructose malabsorption and low FODMAP. More diets are on the way.',
  },
  {
    question: 'How do you decide whether a product suits me?',
    answer:
      'We compare the ingredients and nutrition data of each product with the restrictions in your profile.',
  },
  {
    question: 'Which supermarkets are included?',
    answer: 'Products from the large Swiss supermarket chains, with prices in CHF.',
  },
  {
    question: 'Can I scan barcodes in the shop?',
    answer: 'Yes. Scan a barcode with your phone camera and get a green or red answer in seconds.',
  },
  {
    question: 'Is the verdict medical advice?',
    answer:
      'No. The app helps you choose products, but it does not replace advice from your doctor or dietitian.',
  },
  {
    question: 'How do you handle my data?',
    answer: 'Your profile is stored securely and never sold. Read our privacy policy for the details.',
  },
  {
    question: 'Can I share my profile with family?',
    answer: 'Yes. You can share your profile so others can shop for you.',
  },
  {
    question: 'Is there a mobile app?',
    answer: 'The website works well on phones, and a mobile app is in development.',
  },
  {
    question: 'How do I delete my account?',
    answer: 'Write to us through the contact form and we will delete your account and data.',
  },
];

const meta = {
  title: 'Public site/FaqList',
  component: FaqList,
  tags: ['autodocs'],
  args: { title: 'Frequently asked questions', items },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first three of ten questions, and 'Show more'. */
export const Default: Story = {};

/** Three questions or fewer: no 'Show more'. */
export const FewQuestions: Story = { args: { items: items.slice(0, 3) } };

export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

const questionCount = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('heading', { level: 3 }).length;

/** 3 → 'Show more' → 6 → 'Show more' → all 10 → 'Show less' → 3. */
export const CyclesThreeSixAllThree: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const texts = kit(globals);
    await expect(questionCount(canvasElement)).toBe(3);
    await userEvent.click(canvas.getByRole('button', { name: texts.showMore }));
    await expect(questionCount(canvasElement)).toBe(6);
    await userEvent.click(canvas.getByRole('button', { name: texts.showMore }));
    await expect(questionCount(canvasElement)).toBe(10);
    await userEvent.click(canvas.getByRole('button', { name: texts.showLess }));
    await expect(questionCount(canvasElement)).toBe(3);
    await expect(canvas.getByRole('button', { name: texts.showMore })).toBeVisible();
  },
};

/** Opening a question closes the open one; clicking it again closes it. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: 'Is the app really free?' });
    const second = canvas.getByRole('button', { name: 'Which diets and intolerances are supported?' });
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Creating a profile and checking products is free/)).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  },
};

/** Custom stages: 2, then all. */
export const CustomSteps: Story = {
  args: { steps: [2, Infinity] },
  play: async ({ canvas, canvasElement, globals }) => {
    const texts = kit(globals);
    await expect(questionCount(canvasElement)).toBe(2);
    await userEvent.click(canvas.getByRole('button', { name: texts.showMore }));
    await expect(questionCount(canvasElement)).toBe(10);
    await userEvent.click(canvas.getByRole('button', { name: texts.showLess }));
    await expect(questionCount(canvasElement)).toBe(2);
  },
};
