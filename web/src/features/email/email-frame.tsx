import { useEffect, useRef, useState, type SyntheticEvent } from 'react';

type EmailFrameProps = {
  /** The frame's whole document (`emailDocument`). */
  srcDoc: string;
  /** Called with the content's height whenever it changes. */
  onHeight?: (height: number) => void;
};

/**
 * A message shown in a sandboxed frame: no script of the mail runs (no `allow-scripts`), its own policy decides what
 * loads, and its CSS cannot reach the page. `allow-same-origin` lets the app measure the content (the frame is as
 * tall as the message, on screen and in print); links open in a new window outside the sandbox.
 */
export function EmailFrame({ srcDoc, onHeight }: EmailFrameProps) {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const handleLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    observer.current?.disconnect();
    const content = event.currentTarget.contentDocument;
    if (!content?.body) return;
    const measure = () => {
      // The root's box is the content's height; the body's overflow adds what positioned content sticks out.
      const measured = Math.ceil(
        Math.max(content.documentElement.getBoundingClientRect().height, content.body.scrollHeight),
      );
      setHeight(measured);
      onHeight?.(measured);
    };
    measure();
    // Images arriving, and the frame's width changing, reflow the message.
    observer.current = new ResizeObserver(measure);
    observer.current.observe(content.documentElement);
  };
  return (
    <iframe
      data-testid="email-body"
      title="Email body"
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={srcDoc}
      onLoad={handleLoad}
      style={{ display: 'block', width: '100%', height, border: 0 }}
    />
  );
}
