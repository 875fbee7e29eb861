import type { HighlightPart } from './highlight';

/**
 * A name with the words that match the query in <mark>. The runs sit in one inline element: in a flex container
 * (a chip) each loose run would be a flex item of its own, and the spaces at its edges would collapse away.
 */
export function Highlighted({ parts }: { parts: readonly HighlightPart[] }) {
  return (
    <span>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
