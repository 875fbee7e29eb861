// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { codeNoticeId, codeNoticeText, watchSimulatorCodes } from './code-notice';
import { simulatorCodeEvent } from '../http/handlers/auth.handlers';

const notice = () => document.getElementById(codeNoticeId);
const send = (detail: unknown) => window.dispatchEvent(new CustomEvent(simulatorCodeEvent, { detail }));

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe("the simulator's notice of the codes it sends", () => {
  it('shows each code as it is sent, newest only, as a polite status', () => {
    stop = watchSimulatorCodes();
    expect(notice()).toBeNull();
    send({ purpose: 'login', code: '246810' });
    expect(notice()?.textContent).toBe('Simulator: the sign-in code is 246810 (no email or SMS was sent).');
    expect(notice()?.getAttribute('role')).toBe('status');
    send({ purpose: 'reset', code: '135790' });
    expect(document.querySelectorAll(`#${codeNoticeId}`)).toHaveLength(1);
    expect(notice()?.textContent).toBe(codeNoticeText({ purpose: 'reset', code: '135790' }));
  });

  it('ignores an event it cannot read', () => {
    stop = watchSimulatorCodes();
    send(null);
    send({ purpose: 'login', code: 246810 });
    send({ purpose: 'signup', code: '1' });
    expect(notice()).toBeNull();
  });

  it('stops listening, and takes the notice away', () => {
    stop = watchSimulatorCodes();
    send({ purpose: 'login', code: '246810' });
    stop();
    stop = null;
    expect(notice()).toBeNull();
    send({ purpose: 'login', code: '246810' });
    expect(notice()).toBeNull();
  });
});
