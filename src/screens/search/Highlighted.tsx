import type { HighlightPart } from './highlight';

/** A name with the words that match the query in <mark>. */
export function Highlighted({ parts }: { parts: readonly HighlightPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
