/**
 * The box of a data table (issue 31). At 1,280 px and in the stacked layout of a phone
 * (stackedTable.css) the portal's tables fit their column; at a width between (a tablet, a page
 * zoomed to 200 %) a table of many columns may not. Then its box scrolls sideways instead of the
 * page, and only then the box is a region named by `label` in the tab order, so that the scroll is
 * reachable by keyboard (WCAG 2.1.1; axe `scrollable-region-focusable`) without an extra tab stop
 * where nothing scrolls.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './stackedTable.css';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="table-scroll"
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
