import './avatar.css';
import { useState, type CSSProperties } from 'react';
import { initialsOf } from '@/shared/lib/initials';

interface AvatarProps {
  /** The picture's URL; null or empty shows the initials. */
  src: string | null | undefined;
  /** Whose picture: the initials come from it. */
  name: string | null | undefined;
  /**
   * What the picture is, for screen readers ("Your picture"). Without it the avatar is decorative (the name it stands
   * for is written beside it, as on /account) and says nothing.
   */
  label?: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

/**
 * A customer's picture in a circle, or their initials when they have none or it does not load (a picture of a store
 * that was seeded again, a broken link): never a broken-image icon. Labelled, both are one image to assistive
 * technology.
 */
export function Avatar({ src, name, label, size = 96 }: AvatarProps) {
  // The URL that failed, not a flag: a new URL (a new picture) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  const initials = initialsOf(name) || '?';
  const showPicture = typeof src === 'string' && src !== '' && failedSrc !== src;
  return (
    <span className="avatar" style={style} data-avatar={showPicture ? 'picture' : 'initials'} data-testid="avatar" aria-hidden={label === undefined ? true : undefined}>
      {showPicture ? (
        <img className="avatar__image" src={src} alt={label ?? ''} width={size} height={size} decoding="async" onError={() => setFailedSrc(src)} />
      ) : label === undefined ? (
        <span className="avatar__initials">{initials}</span>
      ) : (
        <span className="avatar__initials" role="img" aria-label={`${label} (initials ${initials})`}>
          <span aria-hidden="true">{initials}</span>
        </span>
      )}
    </span>
  );
}
