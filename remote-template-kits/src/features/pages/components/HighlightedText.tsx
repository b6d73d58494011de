import { Box } from 'shared-ui';
import { highlightParts } from '../model/highlight-parts';

interface HighlightedTextProps {
  text: string;
  query: string;
}

/** `text` with every match of `query` in a <mark>; the text is rendered as text, never as HTML. */
export function HighlightedText({ text, query }: HighlightedTextProps) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <Box as="mark" key={index} bg="yellow.subtle" color="fg" borderRadius="xs" px="0.5" mx="-0.5">
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
