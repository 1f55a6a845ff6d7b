// Wraps the theme's Mermaid so a diagram loads Mermaid (~250 KB gz of JS) and renders only when it
// comes near the viewport, and so pages without diagrams do not carry the theme's Mermaid glue:
// readers who never scroll to a diagram skip that download and main-thread work. The server HTML
// is unchanged (the theme draws diagrams on the client only).
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';

interface Props {
  value: string;
}

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/** How far outside the viewport a diagram starts loading (one screen), so it is usually drawn when seen. */
const LOAD_MARGIN = '100% 0px';

export default function Mermaid(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref} data-mermaid-deferred={near ? undefined : ''}>
      {near ? (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
