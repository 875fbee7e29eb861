import { useEffect, useRef, useState } from 'react';
import { passwordRules } from '@/api/schemas/password-rules';
import { PasswordField } from './fields';
import './new-password.css';

interface NewPasswordFieldProps {
  name: string;
  label: string;
  defaultValue?: string | undefined;
  error?: string | undefined;
}

/** What changed between two states of the rules, in words: "Met: at least 8 characters." Empty when nothing did. */
export function rulesChangeAnnouncement(before: readonly boolean[], after: readonly boolean[]): string {
  const nowMet: string[] = [];
  const noLongerMet: string[] = [];
  passwordRules.forEach((rule, index) => {
    if (!before[index] && after[index]) nowMet.push(rule.hint.toLowerCase());
    if (before[index] && !after[index]) noLongerMet.push(rule.hint.toLowerCase());
  });
  const parts: string[] = [];
  if (after.length > 0 && after.every(Boolean) && nowMet.length > 0) parts.push('All password rules are met.');
  else if (nowMet.length > 0) parts.push(`Met: ${nowMet.join(', ')}.`);
  if (noLongerMet.length > 0) parts.push(`No longer met: ${noLongerMet.join(', ')}.`);
  return parts.join(' ');
}

/**
 * A new password (register, reset): its rules (password-rules.ts) are shown before typing and tick as they are met
 * (ADR 0018). A screen reader hears the rules with the field, and then, politely, only when a rule's state changes
 * ("Met: at least 8 characters."), never on every keystroke.
 */
export function NewPasswordField({ name, label, defaultValue, error }: NewPasswordFieldProps) {
  const [password, setPassword] = useState(defaultValue ?? '');
  const met = passwordRules.map((rule) => rule.isMet(password));
  const metKey = met.join();
  const previous = useRef(met);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const now = metKey.split(',').map((value) => value === 'true');
    const words = rulesChangeAnnouncement(previous.current, now);
    previous.current = now;
    if (words !== '') setAnnouncement(words);
  }, [metKey]);

  return (
    <div className="new-password">
      <PasswordField
        name={name}
        label={label}
        autoComplete="new-password"
        defaultValue={defaultValue}
        error={error}
        onChange={(event) => setPassword(event.currentTarget.value)}
        hint={
          <span className="password-rules">
            <span className="password-rules__title">Your password needs:</span>
            {passwordRules.map((rule, index) => (
              <span key={rule.id} className="password-rule" data-met={met[index] ? '' : undefined}>
                <span className="password-rule__mark" aria-hidden="true">
                  {met[index] ? '✓' : '○'}
                </span>{' '}
                {rule.hint}
                <span className="visually-hidden">{met[index] ? ': met.' : '.'}</span>
              </span>
            ))}
          </span>
        }
      />
      <span className="visually-hidden" aria-live="polite" data-testid="password-rules-announcement">
        {announcement}
      </span>
    </div>
  );
}
