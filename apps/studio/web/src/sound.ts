/**
 * Short tones from the Web Audio API (no audio files). Off by default; the choice is remembered.
 * The AudioContext is created on the first sound after a click, as browsers require a gesture.
 */
const STORAGE_KEY = 'studio.sound';

export type SoundEffect = 'spin' | 'stop' | 'win' | 'bigWin' | 'free' | 'error';

export const readSoundPreference = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};

export const storeSoundPreference = (on: boolean) => {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Private browsing: the choice still holds for this visit.
  }
};

type Note = { frequency: number; at: number; duration: number; type?: OscillatorType; gain?: number };

const EFFECTS: Record<SoundEffect, Note[]> = {
  spin: [{ frequency: 220, at: 0, duration: 0.08, type: 'triangle', gain: 0.05 }],
  stop: [{ frequency: 140, at: 0, duration: 0.05, type: 'square', gain: 0.03 }],
  win: [523, 659, 784].map((frequency, i) => ({ frequency, at: i * 0.08, duration: 0.14, type: 'triangle' })),
  bigWin: [523, 659, 784, 1047, 1319].map((frequency, i) => ({
    frequency,
    at: i * 0.09,
    duration: 0.2,
    type: 'triangle',
  })),
  free: [392, 523, 659, 784, 1047].map((frequency, i) => ({ frequency, at: i * 0.06, duration: 0.1 })),
  error: [{ frequency: 180, at: 0, duration: 0.2, type: 'sawtooth', gain: 0.03 }],
};

let context: AudioContext | null = null;

export const playSound = (effect: SoundEffect) => {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const note of EFFECTS[effect]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = note.type ?? 'sine';
      oscillator.frequency.value = note.frequency;
      const peak = note.gain ?? 0.06;
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(peak, start + note.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.duration);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.duration + 0.02);
    }
  } catch {
    // Sound is a nicety: a browser that refuses it plays silently.
  }
};
