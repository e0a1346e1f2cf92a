import type { Meta, StoryObj } from '@storybook/react-vite';
import { Apple, Carrot, Ellipsis, Milk, Wheat } from '../icon/glyphs.js';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { OptionCard, OptionCardGroup } from './option-card.js';

const diets = [
  { value: 'lactose', title: 'Lactose', description: 'Milk, cheese, cream and yoghurt', icon: <Milk /> },
  { value: 'glutenfree', title: 'Gluten-free', description: 'Wheat, barley, rye and spelt', icon: <Wheat /> },
  { value: 'fructose', title: 'Fructose', description: 'Fruit sugar, honey and syrups', icon: <Apple /> },
  { value: 'lowfodmap', title: 'Low FODMAP', description: 'Fermentable sugars', icon: <Carrot /> },
  { value: 'other', title: 'Other', description: 'Tell us in your own words', icon: <Ellipsis /> },
];

const meta = {
  title: 'Primitives/OptionCard',
  component: OptionCard,
  tags: ['autodocs'],
  args: {
    title: 'Lactose',
    description: 'Milk, cheese, cream and yoghurt',
    icon: <Milk />,
    className: 'diet:max-w-sm',
    onCheckedChange: fn(),
  },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof OptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Lactose' })).toBeChecked();
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, title: 'Other' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Lactose' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Lactose'), { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const TogglesOnCardClick: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByLabelText('Lactose');
    await expect(checkbox).toHaveAccessibleDescription('Milk, cheese, cream and yoghurt');
    // Anywhere on the card counts, e.g. the description.
    await userEvent.click(canvas.getByText('Milk, cheese, cream and yoghurt'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Lactose'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const TogglesWithSpace: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Lactose' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

/** The quiz's diets step: a fieldset whose legend names the group. */
export const Group: Story = {
  render: () => (
    <OptionCardGroup legend="Which diets or intolerances apply to you?" description="Choose all that apply.">
      {diets.map((diet) => (
        <OptionCard key={diet.value} {...diet} />
      ))}
    </OptionCardGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Which diets or intolerances apply to you?' });
    await expect(group).toHaveAccessibleDescription('Choose all that apply.');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(5);
  },
};

export const GroupWithError: Story = {
  render: () => (
    <OptionCardGroup legend="Which diets or intolerances apply to you?" error="Choose at least one option.">
      {diets.map((diet) => (
        <OptionCard key={diet.value} {...diet} />
      ))}
    </OptionCardGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Choose at least one option.');
  },
};

export const GroupDisabled: Story = {
  render: () => (
    <OptionCardGroup
      legend="Which diets or intolerances apply to you?"
      disabled
      defaultValue={['glutenfree']}
    >
      {diets.map((diet) => (
        <OptionCard key={diet.value} {...diet} />
      ))}
    </OptionCardGroup>
  ),
  play: async ({ canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
  },
};

/** Controlled by the parent, as the quiz does. */
export const GroupReportsCheckedValues: Story = {
  render: function Render() {
    const [value, setValue] = useState<string[]>(['lactose']);
    return (
      <OptionCardGroup
        legend="Which diets or intolerances apply to you?"
        name="intolerances"
        value={value}
        onValueChange={setValue}
      >
        {diets.map((diet) => (
          <OptionCard key={diet.value} {...diet} />
        ))}
      </OptionCardGroup>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Lactose' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Low FODMAP' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Lactose' }));
    await expect(canvas.getByRole('checkbox', { name: 'Lactose' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Low FODMAP' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Low FODMAP' })).toHaveAttribute(
      'name',
      'intolerances',
    );
  },
};

const onValueChange = fn();

export const GroupCallsOnValueChange: Story = {
  render: () => (
    <OptionCardGroup legend="Diets" onValueChange={onValueChange}>
      {diets.map((diet) => (
        <OptionCard key={diet.value} {...diet} />
      ))}
    </OptionCardGroup>
  ),
  play: async ({ canvas }) => {
    onValueChange.mockClear();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gluten-free' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fructose' }));
    await expect(onValueChange).toHaveBeenLastCalledWith(['glutenfree', 'fructose']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gluten-free' }));
    await expect(onValueChange).toHaveBeenLastCalledWith(['fructose']);
  },
};

/** Every state on one canvas: the main visual-regression target. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:max-w-3xl diet:gap-3 diet:md:grid-cols-2">
      <OptionCard title="Unchecked" description="With icon and description" icon={<Milk />} />
      <OptionCard title="Checked" description="With icon and description" icon={<Milk />} defaultChecked />
      <OptionCard title="Unchecked, no icon" description="Description only" />
      <OptionCard title="Checked, no icon" description="Description only" defaultChecked />
      <OptionCard title="Title only" />
      <OptionCard title="Title only, checked" defaultChecked />
      <OptionCard title="Disabled" description="Cannot be changed" icon={<Wheat />} disabled />
      <OptionCard
        title="Disabled checked"
        description="Cannot be changed"
        icon={<Wheat />}
        disabled
        defaultChecked
      />
      <OptionCard
        title="A much longer title that wraps onto a second line"
        description="Long descriptions wrap too, and the tick stays at the top right of the card."
        icon={<Apple />}
      />
    </div>
  ),
};
