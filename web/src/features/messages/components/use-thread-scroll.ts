import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Within this many pixels of the end, the reader is 'at the bottom' and follows new messages. */
const FOLLOW_PX = 120;

/**
 * A thread's scrolling: it opens at the newest message; a new message at the end is followed
 * when the reader was at the bottom (or wrote it); older messages loaded above keep what the
 * reader was looking at in place; coming near the top asks for older ones.
 */
export function useThreadScroll({
  scroller,
  sentinel,
  firstKey,
  lastKey,
  lastIsOwn,
  onNearTop,
}: {
  scroller: RefObject<HTMLElement | null>;
  sentinel: RefObject<HTMLElement | null>;
  firstKey: string | undefined;
  lastKey: string | undefined;
  lastIsOwn: boolean;
  onNearTop: () => void;
}) {
  const seen = useRef<{ first?: string; last?: string; height: number; top: number; atBottom: boolean }>({
    height: 0,
    top: 0,
    atBottom: true,
  });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    if (!before.last && lastKey)
      el.scrollTop = el.scrollHeight; // opened: the newest message
    else if (lastKey !== before.last && (before.atBottom || lastIsOwn)) el.scrollTop = el.scrollHeight;
    else if (firstKey !== before.first && lastKey === before.last)
      el.scrollTop = before.top + (el.scrollHeight - before.height); // older above: stay put
    seen.current = {
      first: firstKey,
      last: lastKey,
      height: el.scrollHeight,
      top: el.scrollTop,
      atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX,
    };
  });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      seen.current = {
        ...seen.current,
        height: el.scrollHeight,
        top: el.scrollTop,
        atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX,
      };
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scroller]);

  const nearTop = useRef(onNearTop);
  useEffect(() => {
    nearTop.current = onNearTop;
  });
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return; // the button still loads them
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && nearTop.current(), {
      root: scroller.current,
      rootMargin: '200px 0px 0px 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [scroller, sentinel, firstKey]);
}
