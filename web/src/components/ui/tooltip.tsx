import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { tooltipOpenDelay } from './tooltip-timing';

/**
 * Shared by every tooltip on the page (what a provider does in component libraries): whether one is
 * open and when one last closed, for the 300 ms skip delay.
 */
const shared = { open: 0, lastClosedAt: null as number | null };

const EDGE_GAP_PX = 8;
const DEFAULT_PLACEMENT = { shift: 0, below: false };

interface TooltipProps {
  /** The tooltip text. Visual help only: the trigger must carry its own accessible name. */
  content: ReactNode;
  /** The trigger; keep it focusable so keyboard users get the tooltip too. */
  children: ReactNode;
  className?: string;
}

/**
 * Shows `content` above the trigger after 700 ms of hover or focus (at once within 300 ms of another
 * tooltip closing). Closes on leave, blur and Escape; the pointer can move onto the tooltip without
 * closing it (WCAG 1.4.13). Kept inside the viewport horizontally and flipped below near the top.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<{ shift: number; below: boolean }>(DEFAULT_PLACEMENT);
  const timer = useRef<number | undefined>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);
  const openRef = useRef(false);

  function setOpenState(next: boolean) {
    if (next === openRef.current) return;
    openRef.current = next;
    if (next) shared.open += 1;
    else {
      shared.open -= 1;
      shared.lastClosedAt = performance.now();
    }
    setOpen(next);
  }

  function show() {
    window.clearTimeout(timer.current);
    const delay = tooltipOpenDelay(performance.now(), shared.lastClosedAt, shared.open > 0);
    if (delay === 0) setOpenState(true);
    else timer.current = window.setTimeout(() => setOpenState(true), delay);
  }

  function hide() {
    window.clearTimeout(timer.current);
    setOpenState(false);
  }

  // Escape closes the open tooltip wherever focus is.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Unmounting while open (or waiting) must not leave the shared state counting it.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (openRef.current) {
        shared.open -= 1;
        shared.lastClosedAt = performance.now();
      }
    },
    [],
  );

  useLayoutEffect(() => {
    // Closed: back to the default placement (no state change, so no re-render, when it already is).
    if (!open || !bubble.current) {
      setPlacement((current) => (current.shift === 0 && !current.below ? current : DEFAULT_PLACEMENT));
      return;
    }
    const rect = bubble.current.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    let shift = 0;
    if (rect.left < EDGE_GAP_PX) shift = EDGE_GAP_PX - rect.left;
    else if (rect.right > viewport - EDGE_GAP_PX) shift = viewport - EDGE_GAP_PX - rect.right;
    setPlacement({ shift, below: rect.top < EDGE_GAP_PX });
  }, [open]);

  return (
    <span
      className={className ? `tooltip ${className}` : 'tooltip'}
      // Touch ends with a pointerleave right after the tap: touch gets the tooltip through focus instead.
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hide()}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {open && (
        <span
          ref={bubble}
          id={id}
          role="tooltip"
          className={placement.below ? 'tooltip__bubble tooltip__bubble--below' : 'tooltip__bubble'}
          style={{ '--tooltip-shift': `${placement.shift}px` } as CSSProperties}
        >
          {content}
        </span>
      )}
    </span>
  );
}
