// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPluginConfig } from '@/layout/define-plugin';
import { simulatedPluginSettings } from '../../fake-store/domain/plugin-settings';
import { FINE_POINTER_QUERY, scrollDepthPercent } from './use-wheel-trigger';
import WheelOfPopups, { REDUCED_MOTION_QUERY, SPIN_MS } from './WheelOfPopups';
import { landingRotation, pickSegment, randomUnit, readWheelRecord, WHEEL_STORAGE_KEY } from './wheel_of_popups.lib';
import { wheelOfPopupsConfigSchema, wheelOfPopupsPlugin, type WheelOfPopupsConfig } from './wheel_of_popups.plugin';

const segmentsJson = simulatedPluginSettings.wheel_of_popups.config.plugin_wheel_of_popups_segments ?? '';
// Weights 3, 4, 2, 1 (total 10): 10% off [0, 0.3), Try again [0.3, 0.7), $5 off [0.7, 0.9), Free delivery [0.9, 1).
const seededConfig = wheelOfPopupsConfigSchema.parse({ segments: segmentsJson, trigger: 'delay', triggerValue: 3 });

function configWith(overrides: Partial<WheelOfPopupsConfig> = {}): WheelOfPopupsConfig {
  return { ...seededConfig, ...overrides };
}

function renderWheel(config: WheelOfPopupsConfig = configWith({ triggerValue: 0 }), mode: 'live' | 'preview' = 'live') {
  return render(
    <>
      <main>
        <button type="button">Before the wheel</button>
      </main>
      <WheelOfPopups config={config} mode={mode} placement="body-end" />
    </>,
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Spin to win a discount' });

/** Renders with the delay trigger and lets the delay pass (fake timers stay on). */
function openWheel(config: WheelOfPopupsConfig = configWith({ triggerValue: 0 }), mode: 'live' | 'preview' = 'live') {
  vi.useFakeTimers();
  const view = renderWheel(config, mode);
  act(() => vi.advanceTimersByTime(config.triggerValue * 1000));
  const open = dialog();
  if (!open) throw new Error('the wheel did not open');
  return { ...view, dialog: open };
}

/** Makes crypto.getRandomValues answer `random01` (as a fraction of 2^32). */
function fixRandom(random01: number) {
  const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint32Array) array[0] = Math.floor(random01 * 2 ** 32);
    return array;
  });
  vi.stubGlobal('crypto', { getRandomValues });
  return getRandomValues;
}

function matchMedia(matching: string[]) {
  const notMatching = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: matching.includes(query) }));
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

async function axeViolations(container: Element) {
  // jsdom has no layout, so colour contrast is measured in Chromium by the end-to-end axe check instead.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the wheel_of_popups plugin', () => {
  describe('pickSegment', () => {
    const weights = [{ weight: 3 }, { weight: 4 }, { weight: 2 }, { weight: 1 }];

    it.each([
      [0, 0],
      [0.2999, 0],
      [0.3, 1],
      [0.6999, 1],
      [0.7, 2],
      [0.8999, 2],
      [0.9, 3],
      [0.999999, 3],
    ])('at %f lands on segment %i', (random01, index) => {
      expect(pickSegment(weights, random01).index).toBe(index);
    });

    it('gives each segment exactly its share of evenly spread draws', () => {
      const counts = [0, 0, 0, 0];
      for (let step = 0; step < 1000; step += 1) {
        const { index } = pickSegment(weights, (step + 0.5) / 1000);
        counts[index] = (counts[index] ?? 0) + 1;
      }
      expect(counts).toEqual([300, 400, 200, 100]);
    });

    it('says where inside the segment’s share the draw fell', () => {
      expect(pickSegment(weights, 0.5)).toEqual({ index: 1, within: 0.5 });
      expect(pickSegment(weights, 0).within).toBe(0);
    });

    it('keeps a value at or past 1 on the last segment, and one below 0 on the first', () => {
      expect(pickSegment(weights, 1).index).toBe(3);
      expect(pickSegment(weights, -0.5).index).toBe(0);
    });

    it('never picks a segment without positive weight (the schema refuses them; this is the second line)', () => {
      const withZero = [{ weight: 0 }, { weight: 1 }, { weight: 0 }];
      expect([0, 0.5, 0.9999, 1].map((random01) => pickSegment(withZero, random01).index)).toEqual([1, 1, 1, 1]);
      expect(() => pickSegment([{ weight: 0 }], 0.5)).toThrow(RangeError);
    });

    it('draws its number from crypto.getRandomValues, in [0, 1)', () => {
      expect(randomUnit({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array })).toBe(0);
      const largest = randomUnit({
        getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
          if (array instanceof Uint32Array) array[0] = 2 ** 32 - 1;
          return array;
        },
      });
      expect(largest).toBeLessThan(1);
      expect(largest).toBeGreaterThan(0.9999);
    });
  });

  describe('landingRotation', () => {
    it.each([0, 0.5, 1])('stops the pointer inside the picked slice, away from its edges (within %f)', (within) => {
      for (let index = 0; index < 5; index += 1) {
        const rotation = landingRotation(index, 5, within);
        expect(rotation).toBeGreaterThanOrEqual(5 * 360);
        // The wheel turned clockwise by `rotation`: the pointer at 12 o'clock now sits this far into the wheel.
        const underPointer = (360 - (rotation % 360)) % 360;
        expect(underPointer).toBeGreaterThan(index * 72 + 72 * 0.1);
        expect(underPointer).toBeLessThan((index + 1) * 72 - 72 * 0.1);
      }
    });
  });

  describe('its configuration', () => {
    const settings = (overrides: Record<string, string> = {}) => ({
      [wheelOfPopupsPlugin.enabledSetting]: true,
      ...simulatedPluginSettings.wheel_of_popups.config,
      ...overrides,
    });

    it('reads the simulator’s seeded settings: JSON segments, a 3 second delay', () => {
      const state = readPluginConfig(wheelOfPopupsPlugin, settings());
      expect(state).toEqual({
        status: 'on',
        config: {
          title: 'Spin to win a discount',
          trigger: 'delay',
          triggerValue: 3,
          segments: [
            { label: '10% off', code: 'WELCOME10', weight: 3 },
            { label: 'Try again', code: null, weight: 4 },
            { label: '$5 off', code: 'SAVE5', weight: 2 },
            { label: 'Free delivery', code: 'FREEDELIVERY', weight: 1 },
          ],
        },
      });
    });

    it('fills in the title and trigger when they are left empty', () => {
      expect(wheelOfPopupsConfigSchema.parse({ segments: segmentsJson })).toMatchObject({ title: 'Spin to win a discount', trigger: 'delay', triggerValue: 5 });
    });

    const refusal = (overrides: Record<string, string>) => {
      const state = readPluginConfig(wheelOfPopupsPlugin, settings(overrides));
      return state.status === 'invalid' ? state.issues : state;
    };

    it.each([
      ['segments that are not JSON', { plugin_wheel_of_popups_segments: '[{label: "10% off"' }, 'plugin_wheel_of_popups_segments', 'Not valid JSON'],
      ['one segment', { plugin_wheel_of_popups_segments: '[{"label":"10% off","code":"TEN","weight":1}]' }, 'plugin_wheel_of_popups_segments', 'Give the wheel at least 2 segments'],
      [
        'a segment of weight 0',
        { plugin_wheel_of_popups_segments: '[{"label":"A","code":"TEN","weight":0},{"label":"B","weight":1}]' },
        'plugin_wheel_of_popups_segments',
        'Give every segment a weight above 0',
      ],
      [
        'a wheel without any prize',
        { plugin_wheel_of_popups_segments: '[{"label":"A","weight":1},{"label":"B","weight":1}]' },
        'plugin_wheel_of_popups_segments',
        'Give at least one segment a coupon code',
      ],
      [
        'a code with spaces',
        { plugin_wheel_of_popups_segments: '[{"label":"A","code":"TEN OFF","weight":1},{"label":"B","weight":1}]' },
        'plugin_wheel_of_popups_segments',
        'Use letters, digits, - or _ (2 to 32) for a code',
      ],
      ['a trigger it does not know', { plugin_wheel_of_popups_trigger: 'on_purchase' }, 'plugin_wheel_of_popups_trigger', expect.any(String)],
      [
        'a scroll depth over 100 percent',
        { plugin_wheel_of_popups_trigger: 'scroll_depth', plugin_wheel_of_popups_trigger_value: '150' },
        'plugin_wheel_of_popups_trigger_value',
        'Scroll depth is a percent of the page: use 0 to 100',
      ],
    ])('refuses %s, naming the setting and what to do', (_, overrides, path, message) => {
      expect(refusal(overrides)).toEqual([{ path, message }]);
    });
  });

  describe('its view', () => {
    it('marks its root with its uniqueId and stays closed until its trigger', () => {
      vi.useFakeTimers();
      const { container } = renderWheel(configWith({ triggerValue: 3 }));
      expect(container.querySelector('[data-plugin="wheel_of_popups"][data-state="closed"]')).not.toBeNull();
      expect(dialog()).toBeNull();
    });

    describe('with the delay trigger', () => {
      it('opens after the configured seconds, as a dialog named by the title and described', () => {
        vi.useFakeTimers();
        const { container } = renderWheel(configWith({ triggerValue: 3 }));
        act(() => vi.advanceTimersByTime(2_999));
        expect(dialog()).toBeNull();
        act(() => vi.advanceTimersByTime(1));
        const open = dialog();
        expect(open).not.toBeNull();
        expect(open?.getAttribute('aria-describedby')).toBeTruthy();
        expect(document.getElementById(open?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
          'Spin the wheel once for a chance to win a coupon code.',
        );
        expect(container.querySelector('[data-plugin="wheel_of_popups"]')?.getAttribute('data-state')).toBe('open');
      });

      it('waits while another dialog is open, and opens once it has closed', () => {
        vi.useFakeTimers();
        const other = document.createElement('div');
        other.setAttribute('role', 'dialog');
        other.dataset.state = 'open';
        document.body.append(other);
        renderWheel(configWith({ triggerValue: 1 }));
        act(() => vi.advanceTimersByTime(5_000));
        expect(dialog()).toBeNull();
        other.remove();
        act(() => vi.advanceTimersByTime(1_000));
        expect(dialog()).not.toBeNull();
      });

      it('waits while the cookie banner asks the shopper to decide', () => {
        vi.useFakeTimers();
        const banner = document.createElement('section');
        banner.dataset.plugin = 'cookie_consent';
        banner.setAttribute('data-holds-popups', '');
        document.body.append(banner);
        renderWheel(configWith({ triggerValue: 1 }));
        act(() => vi.advanceTimersByTime(5_000));
        expect(dialog()).toBeNull();
        banner.remove();
        act(() => vi.advanceTimersByTime(1_000));
        expect(dialog()).not.toBeNull();
      });
    });

    describe('with the scroll_depth trigger', () => {
      function scrollTo(y: number) {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        act(() => {
          window.dispatchEvent(new Event('scroll'));
        });
      }
      afterEach(() => Reflect.deleteProperty(window, 'scrollY'));

      it('opens once the shopper has scrolled the configured percent of the page', () => {
        // A 2768 px page in a 768 px window: 2000 px to scroll.
        vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(window.innerHeight + 2_000);
        renderWheel(configWith({ trigger: 'scroll_depth', triggerValue: 50 }));
        scrollTo(600);
        expect(scrollDepthPercent()).toBe(30);
        expect(dialog()).toBeNull();
        scrollTo(1_000);
        expect(dialog()).not.toBeNull();
      });

      it('does not open on a page too short to scroll', () => {
        vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(window.innerHeight);
        renderWheel(configWith({ trigger: 'scroll_depth', triggerValue: 50 }));
        scrollTo(0);
        expect(dialog()).toBeNull();
      });
    });

    describe('with the exit_intent trigger', () => {
      const mouseOut = (init: MouseEventInit) =>
        act(() => {
          document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, ...init }));
        });

      it('opens on a desktop when the mouse leaves through the top of the window', () => {
        matchMedia([FINE_POINTER_QUERY]);
        renderWheel(configWith({ trigger: 'exit_intent', triggerValue: 5 }));
        // Moving between elements, or leaving through the side, is not leaving the page.
        mouseOut({ clientY: 0, relatedTarget: screen.getByRole('button', { name: 'Before the wheel' }) });
        mouseOut({ clientY: 300 });
        expect(dialog()).toBeNull();
        mouseOut({ clientY: -2 });
        expect(dialog()).not.toBeNull();
      });

      it('falls back to the delay on touch devices, which have no mouse to leave with', () => {
        vi.useFakeTimers();
        renderWheel(configWith({ trigger: 'exit_intent', triggerValue: 5 }));
        mouseOut({ clientY: -2 });
        expect(dialog()).toBeNull();
        act(() => vi.advanceTimersByTime(5_000));
        expect(dialog()).not.toBeNull();
      });
    });

    describe('once per visitor', () => {
      it('records that it was shown as soon as it opens, and then never opens again', () => {
        openWheel().unmount();
        const record = readWheelRecord();
        expect(record).toEqual({ shownAt: expect.any(String), code: null });
        renderWheel();
        act(() => vi.advanceTimersByTime(60_000));
        expect(dialog()).toBeNull();
      });

      it('records the code won', () => {
        fixRandom(0.1);
        matchMedia([REDUCED_MOTION_QUERY]);
        const { dialog: open } = openWheel();
        fireEvent.click(within(open).getByRole('button', { name: 'Spin' }));
        expect(readWheelRecord()?.code).toBe('WELCOME10');
      });

      it.each([
        ['not JSON', '{"shownAt": "2025'],
        ['JSON of the wrong shape', '{"shownAt": 5, "code": null}'],
        ['an unreadable date', '{"shownAt": "yesterday", "code": null}'],
        ['a bare string', '"shown"'],
      ])('counts a stored value that is %s as not shown', (_, stored) => {
        window.localStorage.setItem(WHEEL_STORAGE_KEY, stored);
        expect(() => openWheel()).not.toThrow();
        expect(readWheelRecord()).toEqual({ shownAt: expect.any(String), code: null });
      });

      it('works, without remembering, when storage is blocked', () => {
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        });
        vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        });
        matchMedia([REDUCED_MOTION_QUERY]);
        fixRandom(0.1);
        const { dialog: open } = openWheel();
        fireEvent.click(within(open).getByRole('button', { name: 'Spin' }));
        expect(within(open).getByText('WELCOME10')).toBeTruthy();
      });

      it('works when even reaching localStorage throws', () => {
        vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        });
        expect(openWheel().dialog).toBeTruthy();
      });

      it('shows every time in merchant preview, and leaves the record alone', () => {
        const stored = JSON.stringify({ shownAt: '2025-01-01T00:00:00.000Z', code: 'SAVE5' });
        window.localStorage.setItem(WHEEL_STORAGE_KEY, stored);
        expect(openWheel(undefined, 'preview').dialog).toBeTruthy();
        expect(window.localStorage.getItem(WHEEL_STORAGE_KEY)).toBe(stored);
      });
    });

    describe('spinning', () => {
      it('turns the wheel for the spin’s length, then announces the prize and moves focus to Copy code', () => {
        fixRandom(0.1);
        const { dialog: open } = openWheel();
        const disc = open.querySelector<SVGElement>('.plugin-wheel__disc');
        const status = open.querySelector('.plugin-wheel__result[role="status"]');
        expect(status?.textContent).toBe('');
        fireEvent.click(within(open).getByRole('button', { name: 'Spin' }));

        expect(status?.textContent).toBe('Spinning…');
        const rotation = Number(/^rotate\((.+)deg\)$/.exec(disc?.style.transform ?? '')?.[1]);
        const underPointer = (360 - (rotation % 360)) % 360;
        // 0.1 is a third of the way into the first segment's share (0 to 0.3): the pointer stops in its slice.
        expect(rotation).toBeCloseTo(landingRotation(0, 4, 1 / 3), 4);
        expect(underPointer).toBeGreaterThan(0);
        expect(underPointer).toBeLessThan(90);
        expect(disc?.style.transitionDuration).toBe(`${SPIN_MS}ms`);
        const spinButton = within(open).getByRole('button', { name: 'Spinning…' });
        expect(spinButton.getAttribute('aria-disabled')).toBe('true');

        act(() => vi.advanceTimersByTime(SPIN_MS - 1));
        expect(status?.textContent).toBe('Spinning…');
        act(() => vi.advanceTimersByTime(1));
        expect(status?.textContent).toBe('You won 10% off! Your coupon code is:WELCOME10Enter it at checkout.');
        expect(document.activeElement).toBe(within(open).getByRole('button', { name: 'Copy code' }));
        expect(within(open).queryByRole('button', { name: /Spin/ })).toBeNull();
      });

      it('spins only once, however fast Spin is pressed again', () => {
        const getRandomValues = fixRandom(0.1);
        const { dialog: open } = openWheel();
        const spin = within(open).getByRole('button', { name: 'Spin' });
        fireEvent.click(spin);
        fireEvent.click(spin);
        fireEvent.keyDown(spin, { key: 'Enter' });
        fireEvent.click(spin);
        act(() => vi.advanceTimersByTime(SPIN_MS));
        expect(getRandomValues).toHaveBeenCalledTimes(1);
      });

      it('skips the animation when the shopper prefers reduced motion: the result is there at once', () => {
        matchMedia([REDUCED_MOTION_QUERY]);
        fixRandom(0.75);
        const { dialog: open } = openWheel();
        fireEvent.click(within(open).getByRole('button', { name: 'Spin' }));
        const disc = open.querySelector<SVGElement>('.plugin-wheel__disc');
        expect(disc?.style.transitionDuration).toBe('0ms');
        expect(open.querySelector('[role="status"]')?.textContent).toContain('You won $5 off! Your coupon code is:SAVE5');
      });

      it('says so, in words, when the wheel stops on a segment without a prize', () => {
        matchMedia([REDUCED_MOTION_QUERY]);
        fixRandom(0.5);
        const { dialog: open } = openWheel();
        fireEvent.click(within(open).getByRole('button', { name: 'Spin' }));
        expect(open.querySelector('[role="status"]')?.textContent).toBe('The wheel stopped on “Try again”: no prize this time. Thanks for playing!');
        expect(within(open).queryByRole('button', { name: 'Copy code' })).toBeNull();
        expect(document.activeElement).toBe(within(open).getByRole('button', { name: 'Continue shopping' }));
        expect(readWheelRecord()?.code).toBeNull();
      });
    });

    describe('copying the code', () => {
      async function wonAndCopied() {
        matchMedia([REDUCED_MOTION_QUERY]);
        fixRandom(0.1);
        const { dialog: open } = openWheel();
        fireEvent.click(within(open).getByRole('button', { name: 'Spin' }));
        await act(async () => {
          fireEvent.click(within(open).getByRole('button', { name: 'Copy code' }));
        });
        return open;
      }

      it('puts the code on the clipboard and says so', async () => {
        const writeText = vi.fn((_text: string) => Promise.resolve());
        setClipboard(writeText);
        const open = await wonAndCopied();
        expect(writeText).toHaveBeenCalledWith('WELCOME10');
        expect(open.querySelector('.plugin-wheel__copy-feedback')?.textContent).toBe('Code copied.');
      });

      it.each([
        ['refuses', () => setClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))],
        ['is missing (not a secure context)', () => setClipboard(undefined)],
      ])('selects the code and says how to copy it when the clipboard %s', async (_, prepare) => {
        prepare();
        const open = await wonAndCopied();
        expect(open.querySelector('.plugin-wheel__copy-feedback')?.textContent).toMatch(/^Could not copy automatically/);
        expect(window.getSelection()?.toString()).toBe('WELCOME10');
      });
    });

    describe('dismissing', () => {
      it.each([
        ['No thanks', (open: HTMLElement) => fireEvent.click(within(open).getByRole('button', { name: 'No thanks' }))],
        ['the Close button', (open: HTMLElement) => fireEvent.click(within(open).getByRole('button', { name: 'Close' }))],
        ['Escape', (open: HTMLElement) => fireEvent.keyDown(open, { key: 'Escape' })],
      ])('closes with %s, returns focus, and stays closed', (_, dismiss) => {
        vi.useFakeTimers();
        const view = renderWheel(configWith({ triggerValue: 2 }));
        const before = screen.getByRole('button', { name: 'Before the wheel' });
        before.focus();
        act(() => vi.advanceTimersByTime(2_000));
        const open = dialog();
        if (!open) throw new Error('the wheel did not open');
        expect(open.contains(document.activeElement)).toBe(true);
        act(() => dismiss(open));
        expect(dialog()).toBeNull();
        // Radix hands focus back on the next tick.
        act(() => vi.advanceTimersByTime(0));
        expect(document.activeElement).toBe(before);
        act(() => vi.advanceTimersByTime(60_000));
        expect(dialog()).toBeNull();
        expect(view.container.querySelector('[data-plugin="wheel_of_popups"]')?.getAttribute('data-state')).toBe('closed');
      });

      it('closes with Continue shopping after the result', () => {
        matchMedia([REDUCED_MOTION_QUERY]);
        fixRandom(0.5);
        const { dialog: open } = openWheel();
        fireEvent.click(within(open).getByRole('button', { name: 'Spin' }));
        fireEvent.click(within(open).getByRole('button', { name: 'Continue shopping' }));
        expect(dialog()).toBeNull();
      });
    });

    describe('accessibility', () => {
      it('draws the wheel as one labelled image whose labels are all in the picture too', () => {
        const { dialog: open } = openWheel();
        const wheel = within(open).getByRole('img', { name: 'Prize wheel with 4 segments: 10% off, Try again, $5 off, Free delivery' });
        expect([...wheel.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['10% off', 'Try again', '$5 off', 'Free delivery']);
      });

      it('has no axe violations while open, before and after the spin', async () => {
        matchMedia([REDUCED_MOTION_QUERY]);
        fixRandom(0.1);
        const { dialog: open } = openWheel();
        vi.useRealTimers();
        expect(await axeViolations(document.body)).toEqual([]);
        fireEvent.click(within(open).getByRole('button', { name: 'Spin' }));
        expect(await axeViolations(document.body)).toEqual([]);
      });
    });
  });
});
