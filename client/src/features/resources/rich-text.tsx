import type { RichText as RichTextValue } from '@core/guide';

/** The guide's rich text as React elements: names and activities are always plain text, never markup. */
export function RichText({ value }: { value: RichTextValue }) {
  return (
    <div className="grid gap-3 leading-relaxed">
      {value.map((paragraph, index) => (
        // Paragraphs and spans never move: their place is their identity.
        <p key={index}>
          {paragraph.map((span, spanIndex) =>
            span.strong ? (
              <strong key={spanIndex} className="font-semibold text-foreground">
                {span.text}
              </strong>
            ) : (
              <span key={spanIndex}>{span.text}</span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
