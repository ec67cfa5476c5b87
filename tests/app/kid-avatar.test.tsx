import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHILD_AVATAR } from '@/contract/child';
import { AVATAR_CHOICES } from '@/features/profiles/forms/child-fields';
import { changeLanguage } from '@/lib/i18n/i18n';
import { EmojiChoice } from '@/ui/emoji-choice';
import { KidAvatar } from '@/ui/kid-avatar';

const EMOJI = /\p{Extended_Pictographic}/u;

const ENGLISH = [
  'Child',
  'Girl',
  'Boy',
  'Lion',
  'Bear',
  'Fox',
  'Panda',
  'Bunny',
  'Unicorn',
  'Frog',
  'Penguin',
  'Rocket',
];
const SPANISH = [
  'Peque',
  'Niña',
  'Niño',
  'León',
  'Oso',
  'Zorro',
  'Panda',
  'Conejito',
  'Unicornio',
  'Rana',
  'Pingüino',
  'Cohete',
];

function Picker({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string>(DEFAULT_CHILD_AVATAR);
  return (
    <Suspense fallback={null}>
      <EmojiChoice
        legend="Choose an avatar"
        choices={AVATAR_CHOICES}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </Suspense>
  );
}

describe('the avatar picker', () => {
  it('draws every avatar, with no emoji text, and names each choice', async () => {
    const { container } = render(<Picker />);
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(AVATAR_CHOICES.length);
    expect(container.querySelectorAll('label svg')).toHaveLength(AVATAR_CHOICES.length);
    expect(container.textContent).not.toMatch(EMOJI);
    for (const name of ENGLISH) expect(screen.getByRole('radio', { name })).toBeTruthy();
  });

  it('names the choices in Spanish', async () => {
    await changeLanguage('es');
    render(<Picker />);
    await screen.findAllByRole('radio');
    for (const name of SPANISH) expect(screen.getByRole('radio', { name })).toBeTruthy();
  });

  it('changes the value when a child picks one', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const fox = await screen.findByRole('radio', { name: 'Fox' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Child' }).checked).toBe(true);
    await act(async () => {
      fireEvent.click(fox);
    });
    expect(onChange).toHaveBeenCalledWith('🦊');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Fox' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Child' }).checked).toBe(false);
  });
});

describe('KidAvatar', () => {
  const drawn = (avatar: string) => render(<KidAvatar avatar={avatar} />).container;

  it('draws each of the choices differently, as a decorative picture', () => {
    const drawings = AVATAR_CHOICES.map((avatar) => {
      const svg = drawn(avatar).querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      return svg?.innerHTML;
    });
    expect(new Set(drawings).size).toBe(AVATAR_CHOICES.length);
  });

  it('shows an https picture as an image with an empty alt text', () => {
    const container = drawn('https://example.com/lucia.png');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://example.com/lucia.png');
    expect(image?.getAttribute('alt')).toBe('');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('draws the default child for any other value, never the raw text', () => {
    const child = drawn(DEFAULT_CHILD_AVATAR).querySelector('svg')?.innerHTML;
    for (const other of ['👩‍🚀', 'http://example.com/a.png', '']) {
      const container = drawn(other);
      expect(container.querySelector('svg')?.innerHTML).toBe(child);
      expect(container.textContent).toBe('');
    }
    // An emoji with a variation selector is still the same avatar.
    expect(drawn('🐻\uFE0F').querySelector('svg')?.innerHTML).toBe(
      drawn('🐻').querySelector('svg')?.innerHTML,
    );
  });
});
