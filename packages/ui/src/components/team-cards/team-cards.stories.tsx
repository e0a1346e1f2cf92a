import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import type { LinkProps } from '../../lib/link.js';
import { TeamCards } from './team-cards';

/** The kit's carousel texts in the story's language, for assertions that hold in EN, FR and DE. */
function kit(globals: Record<string, unknown>) {
  const texts = kitTexts(globals);
  return {
    ...texts.carousel,
    team: texts.teamCards.label,
    slideAt: (index: number, count: number) =>
      texts.carousel.slideLabel.replace('{{index}}', String(index)).replace('{{count}}', String(count)),
  };
}

/** Stands in for the app's router link: it does not leave the story. */
function StoryLink({ onClick, ...props }: LinkProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

/** A flat, inline portrait (no remote images). */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#e2f2ec"/><circle cx="50" cy="40" r="18" fill="#0f6b52"/><path d="M18 92c4-20 18-30 32-30s28 10 32 30z" fill="#0f6b52"/></svg>',
)}`;

const meta = {
  title: 'Public site/TeamCards',
  component: TeamCards,
  tags: ['autodocs'],
  args: {
    title: 'Meet the team',
    members: [
      { name: 'Laura Meier', role: 'Founder and CEO', image: portrait },
      { name: 'David Rossi', role: 'Technology expert' },
    ],
    join: {
      title: 'We are growing. Join us!',
      text: 'Passionate about food, health or technology? We would love to hear from you.',
      href: '#/contact',
      ctaLabel: 'Get in touch',
    },
    linkComponent: StoryLink,
  },
} satisfies Meta<typeof TeamCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: three cards side by side. */
export const Default: Story = {};

/** Mobile: one card at a time with previous / next. */
export const Mobile: Story = { tags: ['mobile-only'], globals: { viewport: { value: 'mobile' } } };

export const WithoutJoinEntry: Story = { args: { join: undefined } };

/** On desktop every card shows at once. */
export const CardsOnDesktop: Story = {
  tags: ['desktop-only'],
  // Three cards side by side from the breakpoint up (a carousel on a phone).
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: kit(globals).team });
    await expect(list.children).toHaveLength(3);
    for (const name of ['Laura Meier', 'David Rossi', 'We are growing. Join us!']) {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    }
    await expect(canvas.queryByRole('button', { name: kit(globals).next })).not.toBeInTheDocument();
  },
};

/** On mobile previous / next move through the team and wrap around. */
export const CarouselOnMobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, globals }) => {
    const texts = kit(globals);
    await expect(canvas.getByRole('group', { name: texts.slideAt(1, 3) })).toHaveTextContent('Laura Meier');
    await userEvent.click(canvas.getByRole('button', { name: texts.next }));
    await expect(canvas.getByRole('group', { name: texts.slideAt(2, 3) })).toHaveTextContent('David Rossi');
    await userEvent.click(canvas.getByRole('button', { name: texts.next }));
    await expect(canvas.getByRole('group', { name: texts.slideAt(3, 3) })).toHaveTextContent('Join us');
    await userEvent.click(canvas.getByRole('button', { name: texts.previous }));
    await expect(canvas.getByRole('group', { name: texts.slideAt(2, 3) })).toHaveTextContent('David Rossi');
  },
};
