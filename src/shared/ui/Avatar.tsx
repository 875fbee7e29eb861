import { useState } from 'react';
import { initialsOf } from '@/shared/lib/initials';
import './avatar.css';

/**
 * A customer's picture, or their initials when there is none or it fails to load (a broken image never shows). It is
 * decorative: the name it stands for is always written beside it, so it has no text of its own for screen readers.
 */
export function Avatar({ name, src, size = 64 }: { name: string | null | undefined; src: string | null | undefined; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = typeof src === 'string' && src !== '' && src !== failedSrc;
  const initials = initialsOf(name);
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }} aria-hidden="true" data-testid="avatar">
      {showPicture ? (
        <img className="avatar__picture" src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <span className="avatar__initials">{initials === '' ? '?' : initials}</span>
      )}
    </span>
  );
}
