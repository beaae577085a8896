// The wheel's sounds, made on the fly with the Web Audio API (no audio files to download):
// a short click each time a slice passes the pointer, and a rising chime on a win.

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === "undefined") return null;
  const Ctor =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
    if (context.state === "suspended") void context.resume();
    return context;
  } catch {
    return null;
  }
}

/** Call from the click that starts the spin: browsers allow audio only after a gesture. */
export function unlockAudio(): void {
  audio();
}

function tone(frequency: number, start: number, duration: number, type: OscillatorType, volume: number) {
  const ctx = audio();
  if (!ctx) return;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = frequency;
  const t0 = ctx.currentTime + start;
  gain.gain.setValueAtTime(0.0001, t0);
  gain.gain.exponentialRampToValueAtTime(volume, t0 + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, t0 + duration);
  osc.connect(gain).connect(ctx.destination);
  osc.start(t0);
  osc.stop(t0 + duration + 0.02);
}

/** The spin's tick, one per slice passing the pointer. */
export function playTick(): void {
  tone(1400, 0, 0.03, "square", 0.05);
}

/** The win chime: C6 E6 G6 C7, then a soft chord. */
export function playWin(): void {
  [1046.5, 1318.5, 1568, 2093].forEach((f, i) => tone(f, i * 0.11, 0.35, "triangle", 0.12));
  [1046.5, 1318.5, 1568].forEach((f) => tone(f, 0.5, 0.9, "sine", 0.06));
}
