// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSteadyWhilePressed } from './use-steady-while-pressed';

function Shown({ words }: { words: string }) {
  return <p>{useSteadyWhilePressed(words)}</p>;
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useSteadyWhilePressed', () => {
  it('keeps what was shown while a press goes on, and shows the change once its click is over', async () => {
    const view = render(<Shown words="" />);
    fireEvent.pointerDown(document.body);
    view.rerender(<Shown words="Downtown delivers to 62701." />);
    expect(screen.getByRole('paragraph').textContent).toBe('');
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('paragraph').textContent).toBe('');
    await nextTask();
    expect(screen.getByRole('paragraph').textContent).toBe('Downtown delivers to 62701.');
  });

  it('shows a change at once when nothing is pressed (a key left the field)', () => {
    const view = render(<Shown words="" />);
    view.rerender(<Shown words="Checking delivery to 62701…" />);
    expect(screen.getByRole('paragraph').textContent).toBe('Checking delivery to 62701…');
  });

  it('lets go when a press ends without a click (a scroll)', async () => {
    const view = render(<Shown words="" />);
    fireEvent.pointerDown(document.body);
    view.rerender(<Shown words="Checking delivery to 62701…" />);
    fireEvent.pointerCancel(document.body);
    await nextTask();
    expect(screen.getByRole('paragraph').textContent).toBe('Checking delivery to 62701…');
  });
});
