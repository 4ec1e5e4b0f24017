import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the screen (and from then on): a part of a
 * page below the fold loads its code and data only then. The server renders it as not near.
 */
export function useNearScreen<T extends Element>(margin = '600px 0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return void setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
