import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';

import { kitTexts } from '../../lib/app-copy.fixtures.js';
import { Button } from '../button/index.js';
import { Icon } from '../icon/index.js';
import { SharedProfiles, type SharedProfilesProps } from './shared-profiles.js';

function kit(globals: Record<string, unknown>) {
  return kitTexts(globals).sharedProfiles;
}

function Stateful(props: SharedProfilesProps) {
  const [profiles, setProfiles] = useState(props.profiles);
  return (
    <SharedProfiles
      {...props}
      profiles={profiles}
      onRemove={(id) => {
        setProfiles((list) => list.filter((profile) => profile.id !== id));
        props.onRemove?.(id);
      }}
    />
  );
}

const meta = {
  title: 'App/SharedProfiles',
  component: SharedProfiles,
  tags: ['autodocs'],
  args: { profiles: [], onRemove: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SharedProfiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's state: nobody has shared a profile yet. */
export const Default: Story = {
  tags: ['i18n-visual'],
  play: async ({ canvas, globals }) => {
    const text = kit(globals);
    await expect(canvas.getByRole('region', { name: text.title })).toBeVisible();
    await expect(canvas.getByText(text.empty)).toBeVisible();
    const input = canvas.getByRole('textbox', { name: new RegExp(text.add) });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleName(`${text.add} ${text.comingSoon}`);
  },
};

const shareProfile = fn();

/** The app's next step while nobody has shared a profile (its own copy): share one's own. */
function ShareOwnProfile() {
  const { i18n } = useTranslation();
  const label = { fr: 'Partager mon profil', de: 'Mein Profil teilen' }[i18n.language] ?? 'Share my profile';
  return (
    <Button variant="outline" size="sm" onClick={shareProfile}>
      <Icon name="share" />
      {label}
    </Button>
  );
}

/** The empty list offers the next step (`emptyAction`). */
export const EmptyWithNextStep: Story = {
  args: { emptyAction: <ShareOwnProfile /> },
  play: async ({ canvas, globals }) => {
    shareProfile.mockClear();
    await expect(canvas.getByText(kit(globals).empty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(shareProfile).toHaveBeenCalledTimes(1);
  },
};

export const WithProfiles: Story = {
  args: {
    profiles: [
      { id: 'a', name: 'Lea Brunner' },
      { id: 'b', name: 'Jean-Baptiste Favre-Rochat' },
    ],
  },
};

/** Removing the last profile brings back the empty text. */
export const RemovesAProfile: Story = {
  args: { profiles: [{ id: 'a', name: 'Lea Brunner' }] },
  play: async ({ canvas, args, globals }) => {
    const text = kit(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: text.remove.replace('{{name}}', 'Lea Brunner') }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('a');
    await expect(canvas.getByText(text.empty)).toBeVisible();
  },
};

/** Empty and filled at phone width. */
export const Matrix: Story = {
  parameters: {
    controls: { disable: true },
    // Known exception: the matrix repeats the same named region on purpose.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div className="diet:grid diet:gap-10 diet:md:grid-cols-2">
      <SharedProfiles profiles={[]} />
      <div className="diet:max-w-[343px]">
        <SharedProfiles
          profiles={[
            { id: 'a', name: 'Lea Brunner' },
            { id: 'b', name: 'Maximiliane Müller-Lüdenscheidt' },
          ]}
          onRemove={() => {}}
        />
      </div>
    </div>
  ),
};
