// Short tones for a scan's outcome, made with WebAudio (no audio file): a high double beep for a
// success, a low buzz for a refusal. Silent where audio cannot start (no user gesture yet).
let context: AudioContext | null = null;

export function beep(kind: 'success' | 'error') {
  try {
    const Ctor = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    const tones = kind === 'success' ? [[880, 0, 0.09], [1320, 0.11, 0.12]] : [[220, 0, 0.35]];
    for (const [frequency, start, length] of tones) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = kind === 'success' ? 'sine' : 'square';
      oscillator.frequency.value = frequency!;
      const at = context.currentTime + start!;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + length!);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + length! + 0.02);
    }
  } catch {
    // Sound is a courtesy: the panel says the same.
  }
}
