import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a sticky panel exactly as tall as the visible viewport below its top edge: content above
 * the shell (the sandbox banner) would otherwise push its bottom, and the sign-out button, off screen.
 * Only `when` there is such content: measuring lays the page out at once, before its first paint.
 */
export function useFitViewport(ref: RefObject<HTMLElement | null>, when: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !when) return;
    const update = () => {
      const top = Math.max(0, element.getBoundingClientRect().top);
      element.style.height = `${window.innerHeight - top}px`;
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, when]);
}
