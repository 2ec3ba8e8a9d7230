// After an in-app navigation, move focus to the main region (and scroll to the top) so keyboard
// and screen-reader users start on the new screen instead of on the link they just used.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export function useRouteFocus(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
