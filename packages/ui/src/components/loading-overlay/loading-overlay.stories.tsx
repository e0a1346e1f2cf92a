import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/index.js';
import { LoadingOverlay } from './loading-overlay.js';

function PersonalInfoForm({ onSave }: { onSave?: () => void }) {
  return (
    <div className="diet:grid diet:gap-3 diet:p-6">
      <h2 className="diet:text-lg diet:font-semibold">Personal information</h2>
      <label className="diet:grid diet:gap-1 diet:text-sm">
        Name
        <input
          defaultValue="Anna"
          className="diet:h-10 diet:rounded-md diet:border diet:border-border diet:bg-surface diet:px-3"
        />
      </label>
      <label className="diet:grid diet:gap-1 diet:text-sm">
        Surname
        <input
          defaultValue="Muster"
          className="diet:h-10 diet:rounded-md diet:border diet:border-border diet:bg-surface diet:px-3"
        />
      </label>
      <Button className="diet:justify-self-start" onClick={onSave}>
        Save information
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: {
    active: true,
    label: 'Saving...',
    role: 'region',
    'aria-label': 'Personal information',
    className: 'diet:max-w-md diet:rounded-lg diet:bg-surface diet:shadow-card',
    children: <PersonalInfoForm />,
  },
  argTypes: { cover: { control: 'inline-radio', options: ['contained', 'page'] } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** During a save: the form is covered, busy, and says "Saving...". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Personal information' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving...');
  },
};

/** Inactive: nothing covers the region and it is not busy. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Personal information' })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Without a label only the spinner shows; the kit's "Loading…" is read out. */
export const WithoutLabel: Story = { args: { label: undefined } };

/** `cover="page"` covers the whole viewport, e.g. while saving preferences refreshes the products. */
export const PageCover: Story = {
  args: { cover: 'page' },
  parameters: { docs: { story: { inline: false, height: '420px' } } },
};

/** Clicks cannot reach what is under the overlay. */
export const BlocksPointer: Story = {
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save information' });
    const box = save.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(save.contains(hit)).toBe(false);
    await expect(hit?.closest('[data-slot="loading-overlay-layer"]')).not.toBeNull();
  },
};

function SaveFlow() {
  const [saving, setSaving] = useState(false);
  return (
    <LoadingOverlay
      active={saving}
      label="Saving..."
      role="region"
      aria-label="Personal information"
      className="diet:max-w-md diet:rounded-lg diet:bg-surface diet:shadow-card"
    >
      <PersonalInfoForm
        onSave={() => {
          setSaving(true);
          window.setTimeout(() => setSaving(false), 300);
        }}
      />
    </LoadingOverlay>
  );
}

/** Saving turns the overlay on; when the save ends it goes away and the form is usable again. */
export const CoversWhileSaving: Story = {
  render: () => <SaveFlow />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Personal information' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save information' }));
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving...');
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Active and idle, contained in regions of different shapes. */
export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="diet:grid diet:gap-6 diet:md:grid-cols-2">
      {[true, false].map((active) =>
        [undefined, 'Saving...'].map((label) => (
          <LoadingOverlay
            key={`${active}-${label}`}
            active={active}
            label={label}
            className="diet:rounded-lg diet:bg-surface diet:shadow-card"
          >
            <PersonalInfoForm />
          </LoadingOverlay>
        )),
      )}
    </div>
  ),
};
