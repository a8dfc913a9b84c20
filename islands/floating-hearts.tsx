import { useEffect, useRef, useState } from "react";
import { css } from "styled-system/css";

/** Spec section 9: at most 3 at once, a new one every 500-1200 ms; heart, thumbs-up, sparkling heart. */
export const MAX_HEARTS = 3;
const SYMBOLS = ["❤️", "👍", "💖"];
const nextDelay = () => 500 + Math.random() * 700;

const layer = css({ position: "absolute", inset: 0, overflow: "hidden", pointerEvents: "none" });
const heart = css({
  position: "absolute",
  insetBlockEnd: "8%",
  fontSize: { base: "2xl", md: "3xl" },
  animation: "floatUp 3.6s ease-out forwards",
  willChange: "transform, opacity",
});

interface Heart {
  id: number;
  symbol: string;
  start: number;
}

/**
 * Decorative emoji that float up while the hero is on screen, never more than three at once,
 * and never for visitors who asked for reduced motion.
 */
export default function FloatingHearts() {
  const ref = useRef<HTMLDivElement>(null);
  const [hearts, setHearts] = useState<Heart[]>([]);

  useEffect(() => {
    const el = ref.current;
    if (!el || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let id = 0;
    const spawn = () => {
      setHearts((list) =>
        list.length >= MAX_HEARTS ? list : [...list, { id: ++id, symbol: SYMBOLS[id % SYMBOLS.length], start: 8 + Math.random() * 84 }],
      );
      timer = setTimeout(spawn, nextDelay());
    };
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      timer = undefined;
      if (entry.isIntersecting) timer = setTimeout(spawn, nextDelay());
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  return (
    <div ref={ref} className={layer} aria-hidden>
      {hearts.map((h) => (
        <span
          key={h.id}
          data-testid="floating-heart"
          className={heart}
          style={{ insetInlineStart: `${h.start}%` }}
          onAnimationEnd={() => setHearts((list) => list.filter((x) => x.id !== h.id))}
        >
          {h.symbol}
        </span>
      ))}
    </div>
  );
}
