import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts rendering: a phone's flick scrolls about this far. */
const nearMargin = '1000px 0px';

/**
 * Renders `children` once they come near the screen, and `placeholder` (a box of their height)
 * until then. The prerendered page holds the placeholder, so its HTML stays small and hydration
 * walks none of the part's nodes (docs/decisions/0150-prerendered-pages-load-scripts-after-paint.md).
 */
export function WhenNear({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeholder} className={placeholderClassName} data-testid="when-near" />;
}
