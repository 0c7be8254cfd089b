import Markdown from 'react-markdown';

/**
 * Pictures and links are not rendered from a description (a link keeps its words): the words come from a generator
 * whose prompt holds catalogue and user text, and nothing injected there may show an image or a link on a public board.
 */
const NOT_RENDERED = ['img', 'a'];

/** A board description rendered from markdown (raw HTML shows as text). Its own chunk: react-markdown is ~37 KB. */
export default function MarkdownText({ children }: { children: string }) {
  return (
    <Markdown disallowedElements={NOT_RENDERED} unwrapDisallowed>
      {children}
    </Markdown>
  );
}
