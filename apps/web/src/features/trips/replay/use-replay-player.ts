import { useCallback, useEffect, useRef, useState } from 'react';

/** Replay speeds: real time, ten and sixty times faster (a 30-minute trip in 30 s). */
export const REPLAY_SPEEDS = [1, 10, 60] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * The replay's clock: seconds from the trip's start, 0 to `end`, moved by the scrubber or, while
 * playing, by the animation frames at `speed` times real time. It stops at the end; playing again
 * from there starts over.
 */
export function useReplayPlayer(end: number) {
  const [seconds, setSeconds] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(60);
  // the frame loop reads and writes the clock without restarting on every frame
  const clock = useRef(0);

  const seek = useCallback(
    (value: number) => {
      clock.current = Math.min(end, Math.max(0, value));
      setSeconds(clock.current);
    },
    [end],
  );

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      clock.current = Math.min(end, clock.current + ((now - last) / 1000) * speed);
      last = now;
      setSeconds(clock.current);
      if (clock.current >= end) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, end]);

  const toggle = useCallback(() => {
    if (!playing && clock.current >= end) seek(0);
    setPlaying(!playing);
  }, [playing, end, seek]);

  return { seconds, playing, speed, setSpeed, toggle, seek, pause: () => setPlaying(false) };
}
