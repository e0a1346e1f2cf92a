import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { RadioGroup } from './radio-group.js';

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const plans = [
  { value: 'free', label: 'Free', description: 'Traffic lights, search and barcode scan.' },
  { value: 'premium', label: 'Premium', description: 'Coming later.', disabled: true },
];

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { legend: 'Gender', options: genders, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

export const Selected: Story = {
  args: { defaultValue: 'female' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'male' } };

/** The quiz's gender step: cards in a row. */
export const Cards: Story = { args: { look: 'cards', orientation: 'horizontal', defaultValue: 'female' } };

/** On a phone (375 px) the row of cards stacks, so German labels keep their room. */
export const CardsStackOnMobile: Story = {
  tags: ['mobile-only'],
  globals: { viewport: { value: 'mobile' }, locale: 'de' },
  args: { look: 'cards', orientation: 'horizontal', defaultValue: 'female' },
  play: async ({ canvas }) => {
    const [male, female] = canvas.getAllByRole('radio').map((radio) => radio.getBoundingClientRect());
    await expect(female!.top).toBeGreaterThan(male!.bottom);
  },
};

export const CardsVertical: Story = {
  args: { look: 'cards', legend: 'Plan', options: plans, defaultValue: 'free' },
};

export const WithDescriptions: Story = {
  args: { legend: 'Plan', options: plans, description: 'The product is free.', defaultValue: 'free' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Plan' })).toHaveAccessibleDescription(
      'The product is free.',
    );
    await expect(canvas.getByRole('radio', { name: 'Free' })).toHaveAccessibleDescription(
      'Traffic lights, search and barcode scan.',
    );
    await expect(canvas.getByRole('radio', { name: 'Premium' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Please choose an option.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toHaveAccessibleDescription(
      'Please choose an option.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'other' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const SelectsOnLabelClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Female'));
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('female');
  },
};

/** In the cards look every point of the card selects, not only the circle and the label. */
export const SelectsOnCardClick: Story = {
  args: { look: 'cards', orientation: 'horizontal' },
  play: async ({ canvas, args }) => {
    const label = canvas.getByText('Other');
    const card = label.closest('[data-slot="radio-group-option"]') ?? label;
    const box = card.getBoundingClientRect();
    // Click near the card's right edge, halfway down: away from the circle and the text.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: document.elementFromPoint(box.right - 12, box.top + box.height / 2) ?? card,
    });
    await expect(canvas.getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('other');
  },
};

export const MovesWithArrowKeys: Story = {
  args: { defaultValue: 'male' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus();
    // Radix checks the item an arrow key focuses while the key is down: hold it, then release.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Other' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('other');
  },
};

/** Every look × orientation × state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-3xl diet:gap-8">
      {(['default', 'cards'] as const).map((look) =>
        (['vertical', 'horizontal'] as const).map((orientation) => (
          <div key={`${look}-${orientation}`} className="diet:grid diet:gap-6 diet:md:grid-cols-2">
            <RadioGroup
              legend={`${look} ${orientation}`}
              options={genders}
              look={look}
              orientation={orientation}
            />
            <RadioGroup
              legend={`${look} ${orientation} selected`}
              options={genders}
              look={look}
              orientation={orientation}
              defaultValue="female"
            />
            <RadioGroup
              legend={`${look} ${orientation} error`}
              options={genders}
              look={look}
              orientation={orientation}
              error="Please choose an option."
            />
            <RadioGroup
              legend={`${look} ${orientation} disabled`}
              options={plans}
              look={look}
              orientation={orientation}
              defaultValue="free"
              disabled
            />
          </div>
        )),
      )}
    </div>
  ),
};
