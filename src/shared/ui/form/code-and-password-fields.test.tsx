// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { rulesChangeAnnouncement } from './NewPasswordField';
import { codeDigits, OneTimeCodeField } from './OneTimeCodeField';
import { webOtpSupported } from './use-web-otp';

function CodeField({ length }: { length: number | null }) {
  const [value, setValue] = useState('');
  return <OneTimeCodeField name="otp" label="Code" length={length} value={value} onValueChange={setValue} hint="We sent it." />;
}

describe('the one-time code field', () => {
  it.each([
    ['246810', '246810'],
    ['246 810', '246810'],
    ['246-810', '246810'],
    ['Your code is 246810.', '246810'],
    ['', ''],
  ])('keeps the digits of %j', (text, digits) => {
    expect(codeDigits(text)).toBe(digits);
  });

  it('is one plain field of any length when the server did not say how many digits', async () => {
    const user = userEvent.setup();
    render(<CodeField length={null} />);
    const field = screen.getByLabelText('Code') as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.hasAttribute('maxlength')).toBe(false);
    await user.type(field, '12 34-5678');
    expect(field.value).toBe('12345678');
    await user.clear(field);
    await user.paste('246 810');
    expect(field.value).toBe('246810');
  });

  it('draws a box per digit over its one input, hidden from assistive technology', () => {
    const { container } = render(<CodeField length={4} />);
    expect(container.querySelectorAll('input')).toHaveLength(1);
    const boxes = container.querySelector('.otp-field__slots') as HTMLElement;
    expect(boxes.getAttribute('aria-hidden')).toBe('true');
    expect(boxes.querySelectorAll('.otp-field__slot')).toHaveLength(4);
  });

  it('WebOTP is only tried where the browser has it', () => {
    expect(webOtpSupported()).toBe(false);
  });
});

describe('what the new password field says as rules change', () => {
  it.each([
    [[false, false, false], [false, true, false], 'Met: at least one letter.'],
    [[false, false, false], [true, true, false], 'Met: at least 8 characters, at least one letter.'],
    [[false, true, false], [true, true, true], 'All password rules are met.'],
    [[true, true, true], [false, true, true], 'No longer met: at least 8 characters.'],
    [[true, true, false], [false, true, true], 'Met: at least one digit (0-9). No longer met: at least 8 characters.'],
    [[false, true, false], [false, true, false], ''],
  ])('%j → %j: %j', (before, after, words) => {
    expect(rulesChangeAnnouncement(before, after)).toBe(words);
  });
});
