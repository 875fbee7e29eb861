// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with its label as alt text', () => {
    render(<Avatar src="/sim-avatars/1/1-a" name="Alex Morgan" label="Your picture" />);
    const picture = screen.getByRole('img', { name: 'Your picture' });
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('src')).toBe('/sim-avatars/1/1-a');
  });

  it('shows the initials, as one labelled image, when there is no picture', () => {
    render(<Avatar src={null} name="Alex Morgan" label="Your picture" />);
    const initials = screen.getByRole('img', { name: 'Your picture (initials AM)' });
    expect(initials.textContent).toBe('AM');
  });

  it('falls back to the initials when the picture does not load, and tries a new picture again', () => {
    const { rerender } = render(<Avatar src="/gone.png" name="Alex Morgan" label="Your picture" />);
    fireEvent.error(screen.getByRole('img', { name: 'Your picture' }));
    expect(screen.getByRole('img', { name: 'Your picture (initials AM)' })).toBeTruthy();
    rerender(<Avatar src="/new.png" name="Alex Morgan" label="Your picture" />);
    expect(screen.getByRole('img', { name: 'Your picture' }).getAttribute('src')).toBe('/new.png');
  });

  it('is decorative without a label (the name is written beside it): an empty alt, initials hidden from screen readers', () => {
    const { container, rerender } = render(<Avatar src="/a.png" name="Alex Morgan" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    rerender(<Avatar src={null} name="" />);
    expect(screen.getByTestId('avatar').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('avatar').textContent).toBe('?');
  });
});
